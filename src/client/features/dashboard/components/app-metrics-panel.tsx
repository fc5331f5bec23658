import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Dashboard } from '@shared/schemas/monitoring';
import { cn } from '@client/lib/cn';
import { formatMs, formatVital, ratingLabel, ratingTone, VITAL_NAMES } from '../lib/dashboard-view';
import { Panel, Pill, TONE_TEXT } from './tone';

function Tile({ label, hint, value, children }: { label: string; hint: string; value: string; children?: ReactNode }) {
  return (
    <div className="flex h-full min-w-0 flex-col rounded-2xl border border-white/10 bg-white/[0.03] p-4">
      <p className="text-xs font-semibold tracking-wide text-white/70 uppercase">{label}</p>
      <p className="mt-1 text-[0.7rem] leading-snug text-pretty text-white/50">{hint}</p>
      <p className="mt-3 text-2xl font-semibold tabular-nums">{value}</p>
      {children && <div className="mt-2 flex flex-wrap items-center gap-1.5">{children}</div>}
    </div>
  );
}

/** The app's own measures over the window, across everyone (no person in them). */
export function AppMetricsPanel({ metrics }: { metrics: Dashboard['metrics'] }) {
  const { jank } = metrics;
  return (
    <Panel
      labelId="app-metrics"
      title="App performance"
      subtitle={`Last ${metrics.windowHours} hours, everyone's visits together`}
      icon={<Activity className="size-5" />}
    >
      <h3 className="mb-2 text-sm font-medium text-white/80">Web vitals (75th percentile)</h3>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 [&>li]:min-w-0">
        {metrics.webVitals.map((vital) => (
          <li key={vital.name}>
            <Tile label={vital.name} hint={VITAL_NAMES[vital.name]} value={formatVital(vital.name, vital.p75)}>
              <Pill tone={ratingTone(vital.rating)}>{ratingLabel(vital.rating)}</Pill>
              <span className="text-[0.7rem] text-white/50">
                {vital.count} {vital.count === 1 ? 'visit' : 'visits'}
              </span>
            </Tile>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 mb-2 text-sm font-medium text-white/80">Rendering</h3>
      <ul className="grid gap-3 sm:grid-cols-3 [&>li]:min-w-0">
        <li>
          <Tile label="Slow renders" hint="Renders over 16 ms (with profiling on)" value={String(metrics.slowRenders.count)}>
            <span className="text-[0.7rem] text-white/50">p75 {formatMs(metrics.slowRenders.p75Ms)}</span>
          </Tile>
        </li>
        <li>
          <Tile label="Jank" hint="60-frame samples under 30 fps or with more than 5 drops" value={String(jank.count)}>
            <Pill tone={jank.critical ? 'bad' : 'quiet'}>{jank.critical} critical</Pill>
            <Pill tone={jank.high ? 'warn' : 'quiet'}>{jank.high} high</Pill>
            <Pill tone="quiet">{jank.medium} medium</Pill>
          </Tile>
        </li>
        <li>
          <Tile label="Errors" hint="Screens that crashed and showed the error page" value={String(metrics.errors.count)}>
            <span className={cn('text-[0.7rem]', metrics.errors.count ? TONE_TEXT.bad : TONE_TEXT.good)}>
              {metrics.errors.count ? 'See the logs by Error ID' : 'None'}
            </span>
          </Tile>
        </li>
      </ul>
    </Panel>
  );
}
