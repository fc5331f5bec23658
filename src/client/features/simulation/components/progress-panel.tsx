import { CircleCheck, FastForward, Moon, Sun, Sunrise, TriangleAlert } from 'lucide-react';
import { SIMULATION_DAYS } from '@shared/domain/week/simulation-plan';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/cn';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import type { PartOfDay, WeekProgress } from '../lib/conversation';

export const PART_OF_DAY_ICON = { Morning: Sunrise, Afternoon: Sun, Evening: Moon } satisfies Record<PartOfDay, unknown>;

export type RunPhase = 'live' | 'complete' | 'stopped';

/** The LIVE badge (a 'Complete' or 'Stopped' badge once the run is over). */
export function LiveBadge({ phase }: { phase: RunPhase }) {
  const reducedMotion = usePrefersReducedMotion();
  if (phase === 'complete')
    return (
      <span
        className={
          'inline-flex items-center gap-1.5 rounded-full bg-emerald-400/12 px-2.5 py-1 text-[0.7rem] font-bold ' +
          'tracking-[0.12em] text-emerald-300 ring-1 ring-emerald-400/30'
        }
      >
        <CircleCheck aria-hidden="true" className="size-3.5" /> COMPLETE
      </span>
    );
  if (phase === 'stopped')
    return (
      <span
        className={
          'inline-flex items-center gap-1.5 rounded-full bg-amber-400/12 px-2.5 py-1 text-[0.7rem] font-bold ' +
          'tracking-[0.12em] text-amber-200 ring-1 ring-amber-300/30'
        }
      >
        <TriangleAlert aria-hidden="true" className="size-3.5" /> STOPPED
      </span>
    );
  return (
    <span
      className={
        'inline-flex items-center gap-1.5 rounded-full bg-rose-500/15 px-2.5 py-1 text-[0.7rem] font-bold ' +
        'tracking-[0.12em] text-rose-200 ring-1 ring-rose-400/40'
      }
    >
      <span aria-hidden="true" className="relative flex size-2">
        {!reducedMotion && <span className="absolute inline-flex size-full animate-ping rounded-full bg-rose-400 opacity-75" />}
        <span className="relative inline-flex size-2 rounded-full bg-rose-500" />
      </span>
      LIVE
    </span>
  );
}

export type ProgressPanelProps = {
  progress: WeekProgress;
  phase: RunPhase;
  /** Offered while messages are still playing. */
  onSkip?: () => void;
  className?: string;
};

/** 'Day n of 7', 'Window n' and the day/7 bar (spec §2.12), with the week as seven dots. */
export function ProgressPanel({ progress, phase, onSkip, className }: ProgressPanelProps) {
  const Icon = PART_OF_DAY_ICON[progress.partOfDay];
  const done = phase === 'complete';
  return (
    <Card className={cn('rounded-2xl p-4 sm:rounded-3xl sm:p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <LiveBadge phase={phase} />
        {onSkip && phase === 'live' && (
          <Button variant="ghost" size="sm" className="-my-1 -mr-2 h-8 px-3 text-xs text-white/65" onClick={onSkip}>
            <FastForward aria-hidden="true" /> Skip playback
          </Button>
        )}
      </div>

      {/* Read out as a whole when the day or window changes, not on every message. */}
      <div aria-live="polite" aria-atomic="true" className="mt-3 flex items-end justify-between gap-3 lg:mt-4 lg:block">
        <p className="text-2xl leading-none font-semibold tracking-tight tabular-nums sm:text-3xl">
          Day {progress.day} <span className="text-white/50">of {SIMULATION_DAYS}</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm font-medium text-white/70 lg:mt-2">
          <Icon aria-hidden="true" className="size-4 text-maya-light" />
          {done ? (
            'Week complete'
          ) : (
            <>
              <span>Window {progress.window}</span>
              <span aria-hidden="true" className="text-white/35">
                ·
              </span>
              <span>{progress.partOfDay}</span>
            </>
          )}
        </p>
      </div>

      <Progress
        className="mt-3 lg:mt-4"
        value={progress.day}
        max={SIMULATION_DAYS}
        label={`Simulated week: day ${progress.day} of ${SIMULATION_DAYS}`}
      />

      <ol aria-hidden="true" className="mt-3 hidden grid-cols-7 gap-1.5 text-center text-[0.65rem] font-semibold text-white/45 lg:grid">
        {Array.from({ length: SIMULATION_DAYS }, (_, i) => i + 1).map((day) => (
          <li key={day} className="flex flex-col items-center gap-1">
            <span
              className={cn(
                'size-2 rounded-full transition-colors',
                day < progress.day || done ? 'bg-maya' : day === progress.day ? 'bg-maya-light ring-4 ring-maya/25' : 'bg-white/15',
              )}
            />
            <span className={cn(day === progress.day && !done && 'text-white/85')}>D{day}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
