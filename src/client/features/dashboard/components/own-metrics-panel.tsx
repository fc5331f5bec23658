import { Gauge } from 'lucide-react';
import { useOwnMetrics } from '../api/get-own-metrics';
import { formatWhen, metricDetail, metricLabel } from '../lib/dashboard-view';
import { Panel, Pill } from './tone';

const SHOWN = 6;

/** The person's own recent measures (§7.1 performance_metrics by user_id): theirs alone. */
export function OwnMetricsPanel() {
  const own = useOwnMetrics();
  const rows = own.data?.metrics.slice(0, SHOWN) ?? [];
  return (
    <Panel
      labelId="your-measures"
      title="Your recent measures"
      subtitle="Slow screens and crashes on your visits"
      icon={<Gauge className="size-5" />}
    >
      {own.isPending ? (
        <p className="text-sm text-white/60">Loading…</p>
      ) : own.isError ? (
        <p className="text-sm text-white/60">Could not load your measures. They will be tried again shortly.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-white/60">Nothing recorded: your visits ran smoothly.</p>
      ) : (
        <ol className="divide-y divide-white/5" aria-label="Your recent measures">
          {rows.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm text-white/90">{metricDetail(m.type, m.value, m.metadata)}</p>
                <p className="text-xs text-white/50">
                  <time dateTime={m.recordedAt}>{formatWhen(m.recordedAt)}</time>
                  {typeof m.metadata.path === 'string' && <> · {m.metadata.path}</>}
                </p>
              </div>
              <Pill tone={m.type === 'slow_render' ? 'warn' : 'bad'}>{metricLabel(m.type)}</Pill>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
