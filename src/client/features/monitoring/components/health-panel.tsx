import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { useSystemHealth } from '../hooks/use-system-health';
import type { OverlayAuth } from '../lib/overlay-auth';
import { statusTone } from '../lib/status-tone';
import { OverlayPanel, StatusDot, TONE } from './overlay-panel';

function Row({ label, status, detail }: { label: string; status: string; detail?: string }) {
  const tone = statusTone(status);
  return (
    <div className="flex items-center justify-between gap-3 border-t border-white/10 py-2 first:border-t-0">
      <dt className="text-white/80">{label}</dt>
      <dd className={cn('flex items-center gap-2 font-medium', TONE[tone])} data-status={status}>
        <StatusDot tone={tone} />
        {status}
        {detail && <span className="font-normal text-white/70">{detail}</span>}
      </dd>
    </div>
  );
}

const time = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Ctrl+Shift+H (§2.16, §4.6, §9): overall, flow, security and performance status, checked every
 * 30 s while open, and the DASHBOARD button that opens /dashboard in a new tab.
 */
export default function HealthPanel({ auth, onClose }: { auth: OverlayAuth; onClose: () => void }) {
  const { health, checkedAt, checking } = useSystemHealth(auth.userId !== null);
  return (
    <OverlayPanel title="System health" shortcut="Ctrl+Shift+H" placement="bottom-left" onClose={onClose}>
      {health ? (
        <>
          <dl>
            <Row label="Overall" status={health.overall} />
            <Row label="Flow" status={health.flow} />
            <Row label="Security" status={health.security} detail={`${health.securityScore}/100`} />
            <Row label="Performance" status={health.performance} detail={health.loadMs === null ? undefined : `${health.loadMs} ms`} />
          </dl>
          {health.flowFindings.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-white/75">
              {health.flowFindings.map((f) => (
                <li key={f.message}>{f.message}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="text-white/75">Checking…</p>
      )}
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="text-xs text-white/65" aria-live="polite">
          {checking ? 'Checking…' : checkedAt ? `Checked ${time(checkedAt)} · every 30 s` : ''}
        </p>
        <Button size="sm" variant="outline" onClick={() => window.open(paths.dashboard, '_blank', 'noopener')}>
          DASHBOARD
        </Button>
      </div>
    </OverlayPanel>
  );
}
