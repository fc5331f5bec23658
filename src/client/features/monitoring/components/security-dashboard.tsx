import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { dashboardIssues, dashboardScore, scoreColour } from '../lib/system-health';
import { Button } from '@client/components/ui/button';
import { queryKeys } from '@client/config/query-keys';
import { cn } from '@client/lib/cn';
import { useSecurityHeaders } from '../api/check-security-headers';
import { useSystemHealth } from '../hooks/use-system-health';
import type { OverlayAuth } from '../lib/overlay-auth';
import { SCORE_TONE } from '../lib/status-tone';
import { OverlayPanel, TONE } from './overlay-panel';
import { EventsTab, IssuesTab, SessionTab } from './security-tabs';

const TABS = ['Overview', 'Issues', 'Session', 'Events'] as const;
type Tab = (typeof TABS)[number];

/**
 * Ctrl+Shift+S (§2.16, §4.6, §9): the security dashboard. Its score starts at 100 and loses the
 * health check's penalties (15, 10, 5 and 5 points, one of them a security header missing from
 * the HEAD check of this origin), coloured green from 90, yellow from 70, else red. It is
 * "scanning" while a check is in flight, then "idle".
 */
export default function SecurityDashboard({ auth, onClose }: { auth: OverlayAuth; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('Overview');
  const id = useId();
  const queryClient = useQueryClient();
  const signedIn = auth.userId !== null;
  const { health, checking } = useSystemHealth(signedIn);
  const headers = useSecurityHeaders();
  const scanning = checking || headers.isFetching || !health;
  const issues = health ? dashboardIssues(health, headers.data ?? []) : [];
  const score = dashboardScore(issues);
  const tone = SCORE_TONE[scoreColour(score)];

  const rescan = () => {
    void queryClient.invalidateQueries({ queryKey: ['security', 'headers'] });
    if (signedIn) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.flow });
      void queryClient.invalidateQueries({ queryKey: queryKeys.securityEvents });
    }
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <OverlayPanel title="Security dashboard" shortcut="Ctrl+Shift+S" placement="center" onClose={onClose}>
      <div role="tablist" aria-label="Security dashboard" className="mb-4 flex gap-1 rounded-full bg-white/5 p-1" onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={cn(
              'min-w-0 flex-1 rounded-full px-1 py-1.5 text-xs font-semibold sm:px-2 sm:text-sm',
              tab === name ? 'bg-white/15 text-white' : 'text-white/75 hover:text-white',
            )}
          >
            {name}
            {name === 'Issues' && issues.length > 0 && <span className="ml-1 text-amber-300">{issues.length}</span>}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="min-h-48">
        {tab === 'Overview' && (
          <div className="flex flex-col items-center gap-4 py-2 text-center sm:flex-row sm:items-start sm:text-left">
            <div
              className={cn('grid size-28 shrink-0 place-items-center rounded-full border-4 border-current', TONE[tone])}
              data-score-colour={scoreColour(score)}
            >
              <span className="text-4xl font-bold tabular-nums">{scanning ? '…' : score}</span>
              <span className="sr-only">security score out of 100</span>
            </div>
            <div className="space-y-2">
              <p>
                Status: <strong data-testid="scan-state">{scanning ? 'scanning' : 'idle'}</strong>
              </p>
              <p className="text-white/80">
                {issues.length === 0 ? 'No issues found.' : `${issues.length} issue${issues.length === 1 ? '' : 's'} found.`} Session{' '}
                {signedIn ? 'active' : 'not signed in'}.
              </p>
              <ul className="flex flex-wrap justify-center gap-2 text-xs sm:justify-start">
                {(['critical', 'high', 'medium', 'low'] as const).map((risk) => (
                  <li key={risk} className="rounded-full bg-white/10 px-2.5 py-1">
                    {risk}: {issues.filter((i) => i.risk === risk).length}
                  </li>
                ))}
              </ul>
              <Button size="sm" variant="outline" onClick={rescan} disabled={scanning}>
                Rescan
              </Button>
            </div>
          </div>
        )}
        {tab === 'Issues' && <IssuesTab issues={issues} headersFailed={headers.isError} />}
        {tab === 'Session' && <SessionTab auth={auth} />}
        {tab === 'Events' && <EventsTab signedIn={signedIn} />}
      </div>
    </OverlayPanel>
  );
}
