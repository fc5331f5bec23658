import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '@client/lib/cn';

export type ChoiceGroupProps = {
  /** The id of the statement: the group's accessible name. */
  labelledBy: string;
  describedBy?: string;
  choices: readonly string[];
  /** The chosen index (0-based), or null. */
  selected: number | null;
  onSelect: (index: number) => void;
  /** A tap or click answers at once; from the keyboard, Enter answers the chosen one. */
  onAnswer: (index: number) => void;
  busy: boolean;
  /** Move focus to the group when it appears (after an answer, so the keyboard carries on). */
  focusOnMount: boolean;
};

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The five choices as an ARIA radio group with a roving tab stop: arrows (and Space) choose, Enter
 * answers; a tap answers at once. NOTE: divs, not buttons, so Enter and Space never click by themselves.
 */
export function ChoiceGroup({ labelledBy, describedBy, choices, selected, onSelect, onAnswer, busy, focusOnMount }: ChoiceGroupProps) {
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  useEffect(() => {
    if (focusOnMount) refs.current[0]?.focus();
  }, [focusOnMount]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (!step && event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (busy) return;
    if (event.key === 'Enter') return selected === null ? onSelect(index) : onAnswer(selected);
    const next = step ? step(selected ?? index, choices.length) : index;
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-busy={busy} className="flex flex-col gap-2.5">
      {choices.map((choice, index) => {
        const checked = selected === index;
        return (
          <div
            key={choice}
            ref={(node) => void (refs.current[index] = node)}
            role="radio"
            aria-checked={checked}
            aria-disabled={busy || undefined}
            tabIndex={checked || (selected === null && index === 0) ? 0 : -1}
            onClick={() => !busy && onAnswer(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex min-h-14 cursor-pointer items-center rounded-2xl border px-5 py-3 text-base font-semibold text-white select-none',
              'transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maya',
              checked ? 'border-maya bg-maya/20' : 'border-white/15 bg-white/[0.04] hover:border-white/30 hover:bg-white/[0.08]',
              busy && !checked && 'opacity-50',
            )}
          >
            {choice}
          </div>
        );
      })}
    </div>
  );
}
