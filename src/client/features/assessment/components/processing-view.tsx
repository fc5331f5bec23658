import { Check } from 'lucide-react';
import { motion } from 'motion/react';
import { useEffect, useId, useRef } from 'react';
import { BrandMark } from '@client/components/layout/brand-mark';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/cn';
import { STAGES, stageInfo, type StageId } from '../lib/flow-machine';

const STAGE_NAMES: Record<StageId, string> = {
  analyzing: 'Analyzing',
  processing: 'Processing',
  personalizing: 'Personalizing',
  complete: 'Complete',
};

/** After the last scene (§4.4): analyzing 20%, processing 50%, personalizing 80%, complete 100%. */
export function ProcessingView({ stage, animate }: { stage: StageId; animate: boolean }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const info = stageInfo(stage);
  const current = STAGES.findIndex((s) => s.id === stage);
  const done = stage === 'complete';

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <section aria-labelledby={headingId} className="flex flex-col items-center pt-6 text-center sm:pt-10">
      <div className="relative grid size-28 place-items-center">
        <motion.div
          aria-hidden="true"
          className="absolute inset-0 rounded-full bg-linear-to-br from-dusk/60 to-maya/60 blur-2xl"
          animate={animate && !done ? { scale: [1, 1.18, 1], opacity: [0.55, 0.9, 0.55] } : { scale: 1, opacity: done ? 0.9 : 0.6 }}
          transition={animate && !done ? { duration: 2.2, repeat: Infinity, ease: 'easeInOut' } : { duration: 0.3 }}
        />
        <BrandMark className="relative size-16 drop-shadow-lg" />
      </div>

      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="mt-8 text-2xl font-semibold tracking-tight text-balance focus:outline-none sm:text-3xl"
      >
        {done ? 'Your profile is ready' : 'Building your Maya Profile'}
      </h2>
      <div aria-live="polite" aria-atomic="true" className="mt-2 min-h-12">
        <p className="text-base font-medium text-white/85">{info.title}</p>
        <p className="text-sm text-white/60">{info.detail}</p>
      </div>

      <div className="mt-6 w-full max-w-md">
        <div className="mb-2 flex items-center justify-between text-xs font-semibold tracking-[0.14em] text-white/55 uppercase">
          <span>{STAGE_NAMES[stage]}</span>
          <span className="tabular-nums">{info.progress}%</span>
        </div>
        <Progress value={info.progress} label="Building your profile" className="h-2.5 [&>div]:duration-700" />
      </div>

      <ol className="mt-8 grid w-full max-w-md gap-2 text-left">
        {STAGES.map((s, index) => {
          const finished = index < current || done;
          const active = index === current && !done;
          return (
            <li
              key={s.id}
              className={cn(
                'flex items-center gap-3 rounded-2xl border px-4 py-3 text-sm transition-colors duration-300',
                active
                  ? 'border-maya/40 bg-maya/10 text-white'
                  : finished
                    ? 'border-white/10 bg-white/[0.04] text-white/80'
                    : 'border-white/5 text-white/40',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full border-2',
                  finished ? 'border-maya bg-maya text-ink' : active ? 'border-maya' : 'border-white/20',
                )}
              >
                {finished ? (
                  <Check className="size-3.5" strokeWidth={3.5} />
                ) : active ? (
                  <span className="size-2 animate-pulse rounded-full bg-maya" />
                ) : null}
              </span>
              <span className="flex-1 font-medium">{STAGE_NAMES[s.id]}</span>
              <span className="text-xs tabular-nums opacity-70">{s.progress}%</span>
              <span className="sr-only">{finished ? '(done)' : active ? '(in progress)' : '(waiting)'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
