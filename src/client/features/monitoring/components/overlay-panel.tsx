import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';

type OverlayPanelProps = {
  title: string;
  /** The shortcut that toggles it, shown beside the title. */
  shortcut: string;
  onClose: () => void;
  /** Where it floats on a wide screen; on a phone every panel spans the width. */
  placement: 'top-left' | 'top-right' | 'bottom-left' | 'center';
  className?: string;
  children: ReactNode;
};

const PLACEMENT = {
  'top-left': 'sm:top-4 sm:left-4 sm:w-[22rem]',
  'top-right': 'sm:top-4 sm:right-4 sm:w-96',
  'bottom-left': 'sm:bottom-4 sm:left-4 sm:top-auto sm:w-96',
  center: 'sm:top-16 sm:left-1/2 sm:w-[40rem] sm:-translate-x-1/2',
};

/**
 * A floating developer panel (§2.16): not modal — the page stays usable beside it — but it takes
 * focus when it opens and gives it back when it closes, and Escape inside it closes it.
 */
export function OverlayPanel({ title, shortcut, onClose, placement, className, children }: OverlayPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
      className={cn(
        'fixed inset-x-3 top-3 z-[60] max-h-[calc(100dvh-1.5rem)] overflow-x-hidden overflow-y-auto ' +
          'focus-visible:outline-none rounded-2xl border border-white/15 bg-night/95 p-4 text-sm text-white ' +
          'shadow-2xl shadow-black/50 backdrop-blur-md sm:inset-x-auto',
        PLACEMENT[placement],
        className,
      )}
    >
      <header className="mb-3 flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-semibold tracking-wide">
          {title} <kbd className="ml-1 rounded border border-white/20 px-1.5 py-0.5 font-mono text-[0.7rem] text-white/75">{shortcut}</kbd>
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${title.toLowerCase()}`}
          className="grid size-8 place-items-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </header>
      {children}
    </section>
  );
}

/** good / warning / poor (and the health and score words) as colours: green, yellow, red. */
export const TONE = {
  good: 'text-emerald-300',
  warning: 'text-amber-300',
  poor: 'text-rose-300',
} as const;
export type Tone = keyof typeof TONE;

export function StatusDot({ tone }: { tone: Tone }) {
  const bg = { good: 'bg-emerald-400', warning: 'bg-amber-400', poor: 'bg-rose-400' }[tone];
  return <span aria-hidden="true" className={cn('inline-block size-2 rounded-full', bg)} />;
}
