import { CircleAlert, RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@client/components/ui/button';

type AssessmentErrorProps = {
  title: string;
  /** The §8.3 message, word for word. */
  message: string;
  /** A second line, e.g. that some responses may not have been saved. */
  note?: string | null;
  /** The retry action and its label; omitted when a retry cannot help. */
  retry?: { label: string; onClick: () => void } | null;
  /** 'RESTART ASSESSMENT': a new session from scene 1. */
  onRestart?: () => void;
};

/**
 * The error state (§4.4, §8.3). After a failed completion: 'TRY AGAIN' only when at least 6
 * responses were recorded, and 'RESTART ASSESSMENT'. When a session cannot start: a retry.
 */
export function AssessmentError({ title, message, note, retry, onRestart }: AssessmentErrorProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <section aria-labelledby={headingId} className="flex flex-col items-center pt-6 text-center sm:pt-10">
      <div className="grid size-16 place-items-center rounded-full bg-maya/12 ring-1 ring-maya/30">
        <CircleAlert aria-hidden="true" className="size-8 text-maya" />
      </div>
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="mt-6 text-2xl font-semibold tracking-tight text-balance focus:outline-none sm:text-3xl"
      >
        {title}
      </h2>
      <p role="alert" className="mt-3 max-w-md text-base leading-relaxed text-white/80">
        {message}
      </p>
      {note && <p className="mt-2 max-w-md text-sm leading-relaxed text-white/55">{note}</p>}
      <div className="mt-8 flex w-full max-w-sm flex-col gap-3 sm:max-w-md sm:flex-row sm:justify-center">
        {retry && (
          <Button size="lg" className="w-full sm:w-auto" onClick={retry.onClick}>
            <RefreshCw aria-hidden="true" /> {retry.label}
          </Button>
        )}
        {onRestart && (
          <Button size="lg" variant={retry ? 'outline' : 'default'} className="w-full sm:w-auto" onClick={onRestart}>
            <RotateCcw aria-hidden="true" /> RESTART ASSESSMENT
          </Button>
        )}
      </div>
    </section>
  );
}
