import { Check, History, LoaderCircle } from 'lucide-react';
import { motion } from 'motion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '@client/lib/cn';
import { EASE } from '@client/lib/motion-easing';
import type { PublicScene } from '@shared/schemas/assessment';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import type { Point } from '../lib/behaviour';

type SceneCardProps = {
  scene: PublicScene;
  /** The chosen option's value once locked, otherwise null. */
  selected: string | null;
  /** True while the answer is being saved. */
  saving: boolean;
  /** After a resume: say so, warmly, on the first scene shown. */
  resumed: boolean;
  /** Stagger the options in (off under reduced motion). */
  animate: boolean;
  onChoose: (value: string, point?: Point) => void;
};

/** Only a save that takes this long says so: a quick one should not flash a message. */
const SLOW_SAVE_MS = 700;
const NEXT_KEYS = ['ArrowDown', 'ArrowRight'];
const PREVIOUS_KEYS = ['ArrowUp', 'ArrowLeft'];

/**
 * One scene (§2.7): its title, the situation, and the options as a radio group of large buttons.
 * Arrow keys move between options, Enter or Space chooses one. Choosing locks the answer: the
 * choice stays visibly selected and further clicks are ignored until it is saved (or unlocked
 * again by a failed save).
 */
export function SceneCard({ scene, selected, saving, resumed, animate, onChoose }: SceneCardProps) {
  const headingId = useId();
  const askId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const optionRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const locked = selected !== null;
  const slowSave = useDelayedFlag(saving, SLOW_SAVE_MS);

  // A new scene: move focus to its heading so a screen reader starts reading from the top.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [scene.id]);

  const tabbable = selected ? scene.options.findIndex((o) => o.value === selected) : focusIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = scene.options.length;
    let next: number | null = null;
    if (NEXT_KEYS.includes(event.key)) next = (index + 1) % count;
    else if (PREVIOUS_KEYS.includes(event.key)) next = (index - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    optionRefs.current[next]?.focus();
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>, value: string) => {
    // detail is 0 for a keyboard activation: there is no pointer path to record then.
    onChoose(value, event.detail > 0 ? { x: event.clientX, y: event.clientY } : undefined);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      {resumed && (
        <p
          className={
            'mb-5 inline-flex items-center gap-2 self-start rounded-full bg-dusk/15 px-3 py-1.5 text-xs font-medium ' +
            'text-violet-100 ring-1 ring-dusk/40'
          }
        >
          <History aria-hidden="true" className="size-3.5" />
          Welcome back! Your earlier answers are saved.
        </p>
      )}
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-[1.75rem] leading-tight font-semibold tracking-tight text-balance text-white focus:outline-none sm:text-4xl"
      >
        {scene.title}
      </h2>
      <p className="mt-3 text-base leading-relaxed text-pretty text-white/75 sm:text-lg">{scene.prompt}</p>

      <p id={askId} className="mt-7 text-sm font-semibold text-maya-light">
        What would you really do?
      </p>
      <div role="radiogroup" aria-labelledby={`${headingId} ${askId}`} className="mt-3 grid gap-3">
        {scene.options.map((option, index) => {
          const isSelected = option.value === selected;
          const descriptionId = `${headingId}-option-${index}`;
          return (
            <motion.button
              key={option.value}
              ref={(el) => {
                optionRefs.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={isSelected}
              aria-disabled={locked || undefined}
              aria-describedby={option.description ? descriptionId : undefined}
              tabIndex={index === tabbable ? 0 : -1}
              initial={animate ? { opacity: 0, y: 10 } : false}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: 0.3, delay: animate ? 0.05 + index * 0.05 : 0, ease: EASE }}
              onClick={(event) => onClick(event, option.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocusIndex(index)}
              className={cn(
                'group flex min-h-16 w-full cursor-pointer items-start gap-4 rounded-2xl border px-4 py-4 text-left ' +
                  'transition-[background-color,border-color,box-shadow,opacity] duration-200 sm:px-5',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maya',
                isSelected
                  ? 'border-maya bg-maya/15 shadow-lg shadow-maya/20 ring-1 ring-maya/60'
                  : 'border-white/10 bg-white/[0.04] hover:border-white/25 hover:bg-white/[0.08] active:bg-white/[0.1]',
                locked && !isSelected && 'cursor-default opacity-40 hover:border-white/10 hover:bg-white/[0.04]',
                locked && isSelected && 'cursor-default',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2 transition-colors duration-200',
                  isSelected ? 'border-maya bg-maya text-ink' : 'border-white/30 group-hover:border-white/50',
                )}
              >
                {isSelected && <Check className="size-3.5" strokeWidth={3.5} />}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="text-base leading-snug font-semibold text-white">{option.label}</span>
                {option.description && (
                  <span id={descriptionId} className="text-sm leading-snug text-white/60">
                    {option.description}
                  </span>
                )}
              </span>
              {isSelected && slowSave && <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin text-maya" />}
            </motion.button>
          );
        })}
      </div>

      <p aria-live="polite" className="mt-4 flex min-h-6 items-center gap-2 text-sm text-white/60">
        {slowSave && 'Saving your answer…'}
      </p>
    </section>
  );
}
