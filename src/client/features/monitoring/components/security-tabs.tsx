import { useEffect, useState } from 'react';
import type { DashboardIssue, RiskLevel } from '../lib/system-health';
import { cn } from '@client/lib/cn';
import { useSecurityEvents } from '../api/get-security-events';
import type { OverlayAuth } from '../lib/overlay-auth';
import { remainingText, sessionView } from '../lib/session-view';

const RISK_CLASS: Record<RiskLevel, string> = {
  critical: 'bg-rose-500/20 text-rose-200',
  high: 'bg-orange-500/20 text-orange-200',
  medium: 'bg-amber-500/20 text-amber-200',
  low: 'bg-sky-500/20 text-sky-200',
};

const RiskBadge = ({ risk }: { risk: RiskLevel }) => (
  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold uppercase', RISK_CLASS[risk])}>{risk}</span>
);

export function IssuesTab({ issues, headersFailed }: { issues: DashboardIssue[]; headersFailed: boolean }) {
  return (
    <div>
      {issues.length === 0 ? (
        <p className="text-white/80">No issues found.</p>
      ) : (
        <ul className="space-y-2">
          {issues.map((issue) => (
            <li key={issue.id} className="rounded-xl border border-white/10 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{issue.title}</span>
                <span className="flex items-center gap-2">
                  <RiskBadge risk={issue.risk} />
                  <span className="font-mono text-xs text-white/75">−{issue.penalty}</span>
                </span>
              </div>
              <p className="mt-1 text-xs text-white/75">{issue.detail}</p>
            </li>
          ))}
        </ul>
      )}
      {headersFailed && <p className="mt-3 text-xs text-amber-200">The security header check could not reach this origin.</p>}
    </div>
  );
}

const dateTime = (ms: number) => new Date(ms).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

export function SessionTab({ auth }: { auth: OverlayAuth }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const view = sessionView(auth.userId, auth.expiresAt, now);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <dt className="text-white/75">State</dt>
      <dd className="font-medium" data-testid="session-state">
        {view.state === 'none' ? 'not signed in' : view.state}
      </dd>
      {auth.expiresAt !== null && view.state !== 'none' && (
        <>
          <dt className="text-white/75">Access until</dt>
          <dd>
            {dateTime(auth.expiresAt * 1000)}{' '}
            {view.remainingMs ? <span className="text-white/70">(in {remainingText(view.remainingMs)})</span> : null}
            <span className="block text-xs text-white/65">Renewed automatically; a session lasts at most 24 hours.</span>
          </dd>
        </>
      )}
      <dt className="text-white/75">Checked</dt>
      <dd>every 5 minutes while signed in</dd>
    </dl>
  );
}

const EVENT_TYPE_LABEL: Record<string, string> = {
  auth_success: 'Signed in',
  auth_failure: 'Sign-in failed',
  oauth_state_mismatch: 'Sign-in state mismatch',
  session_expired: 'Session expired',
  rate_limit_exceeded: 'Too many requests',
  suspicious_login_pattern: 'Suspicious sign-in pattern',
};

export function EventsTab({ signedIn }: { signedIn: boolean }) {
  const events = useSecurityEvents(signedIn);
  if (!signedIn) return <p className="text-white/80">Sign in to see your security events.</p>;
  if (events.isPending) return <p className="text-white/75">Loading…</p>;
  if (events.isError) return <p className="text-amber-200">Your security events could not be loaded.</p>;
  if (events.data.events.length === 0) return <p className="text-white/80">No security events yet.</p>;
  return (
    <ol className="space-y-2" aria-label="Your last 10 security events">
      {events.data.events.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-white/10 p-2.5">
          <span className="min-w-0 break-words">
            <span className="block font-medium">{EVENT_TYPE_LABEL[e.event_type] ?? e.event_type}</span>
            <span className="block text-xs text-white/70">
              {dateTime(Date.parse(e.created_at))}
              {e.user_agent && ` · ${e.user_agent.slice(0, 60)}`}
            </span>
          </span>
          <RiskBadge risk={e.risk_level.toLowerCase() as RiskLevel} />
        </li>
      ))}
    </ol>
  );
}
