import { Check } from 'lucide-react';
import { cn } from '@client/lib/cn';

/** Spec §2.11: the journey as the last two screens show it. */
export const JOURNEY_STEPS = ['Onboarding', 'Connect', 'Reveal', 'Handoff', 'Dashboard'] as const;
export type JourneyStepNumber = 1 | 2 | 3 | 4 | 5;

type JourneyStepperProps = {
  /** 1-based: the step this screen is. */
  current: JourneyStepNumber;
  /** The steps the person has done (1-based): only these get a tick, wherever they are. */
  done: readonly number[];
  className?: string;
};

/**
 * The five-step journey (1 Onboarding, 2 Connect, 3 Reveal, 4 Handoff, 5 Dashboard): the current
 * step marked, a tick on each step the person has done and on no other. Fits a 390 px phone: labels shrink and the connectors stay thin.
 */
export function JourneyStepper({ current, done, className }: JourneyStepperProps) {
  return (
    <nav aria-label="Your setup progress" className={cn('w-full', className)}>
      <p className="mb-3 text-center text-xs font-semibold tracking-[0.14em] text-white/60 uppercase">
        Step {current} of {JOURNEY_STEPS.length}
      </p>
      <ol className="grid grid-cols-5">
        {JOURNEY_STEPS.map((label, index) => {
          const number = index + 1;
          const state = number === current ? 'current' : done.includes(number) ? 'done' : 'upcoming';
          return (
            <li key={label} className="relative flex flex-col items-center gap-1.5" aria-current={state === 'current' ? 'step' : undefined}>
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4 right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)] h-0.5 -translate-y-1/2 rounded-full',
                    done.includes(number - 1) && (number === current || done.includes(number))
                      ? 'bg-linear-to-r from-dusk to-maya'
                      : 'bg-white/12',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative grid size-8 place-items-center rounded-full text-sm font-semibold transition-colors',
                  state === 'done' && 'bg-linear-to-br from-dusk to-maya text-white',
                  state === 'current' && 'bg-maya text-ink shadow-lg shadow-maya/30 ring-4 ring-maya/20',
                  state === 'upcoming' && 'bg-white/5 text-white/50 ring-1 ring-white/15',
                )}
              >
                {state === 'done' ? <Check className="size-4" strokeWidth={3} /> : number}
              </span>
              <span
                className={cn(
                  'text-[0.6875rem] leading-tight font-medium sm:text-xs',
                  state === 'upcoming' ? 'text-white/50' : 'text-white/85',
                  state === 'current' && 'text-white',
                )}
              >
                {label}
                <span className="sr-only">{state === 'done' ? ' (done)' : state === 'current' ? ' (current step)' : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
