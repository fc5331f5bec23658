import { ArrowRight, Keyboard, LoaderCircle, MessageCircleHeart, MicOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { LIKERT_POINTS, forcedChoiceQuestion, forcedChoices, likertScale, type Probe } from '../lib/probe';

type CalibrationProbeProps = {
  probe: Probe;
  /** The label of the option the person just chose, for context. */
  chosenLabel: string;
  /** True once an answer (or a skip) is being saved. */
  pending: boolean;
  /** The answer, or null to skip. */
  onAnswer: (answer: string | number | null) => void;
};

const MAX_TEXT = 2000;

/**
 * A calibration probe (§3, §9): a short follow-up asked when the scene's condition fires. Text,
 * either-or, a 1-5 scale, or voice, which is not available yet and says so, offering to type instead.
 * Every probe can be skipped.
 */
export function CalibrationProbe({ probe, chosenLabel, pending, onAnswer }: CalibrationProbeProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [picked, setPicked] = useState<string | number | null>(null);
  const likert = probe.probeType === 'likert_scale' ? likertScale(probe.question) : null;
  // NOTE: the 1-5 and either-or probes are items about the person, not about the option just chosen
  // (docs/assessment-scoring.md §1), so the screen must not present them as questions about it.
  const asksAboutTheChoice = probe.probeType === 'text_justification' || probe.probeType === 'voice_recording';
  const question = likert ? likert.question : probe.probeType === 'forced_choice' ? forcedChoiceQuestion(probe.question) : probe.question;

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [probe.question]);

  const answer = (value: string | number | null) => {
    if (pending) return;
    setPicked(value);
    onAnswer(value);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-maya uppercase">
        <MessageCircleHeart aria-hidden="true" className="size-4" />A quick follow-up
      </p>
      <p className="mt-3 text-sm text-white/55">
        {asksAboutTheChoice ? 'You chose ' : 'Got it: '}
        <span className="font-medium text-white/85">&ldquo;{chosenLabel}&rdquo;</span>
        {asksAboutTheChoice ? '' : '. One more about you.'}
      </p>
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="mt-2 text-xl leading-snug font-semibold tracking-tight text-pretty text-white focus:outline-none sm:text-2xl"
      >
        {question}
      </h2>

      <div className="mt-7">
        {probe.probeType === 'forced_choice' && (
          <ForcedChoice question={probe.question} headingId={headingId} picked={picked} pending={pending} onPick={answer} />
        )}
        {likert && (
          <LikertScale low={likert.low} high={likert.high} headingId={headingId} picked={picked} pending={pending} onPick={answer} />
        )}
        {probe.probeType === 'text_justification' && <TextAnswer pending={pending} onSubmit={answer} onSkip={() => answer(null)} />}
        {probe.probeType === 'voice_recording' && <VoiceFallback pending={pending} onSubmit={answer} onSkip={() => answer(null)} />}
      </div>

      {(probe.probeType === 'forced_choice' || likert) && (
        <div className="mt-6 flex items-center gap-3">
          <Button variant="ghost" size="sm" onClick={() => answer(null)} disabled={pending}>
            Skip
          </Button>
          <PendingNote pending={pending} />
        </div>
      )}
    </section>
  );
}

function PendingNote({ pending }: { pending: boolean }) {
  return (
    <span aria-live="polite" className="inline-flex items-center gap-2 text-sm text-white/60">
      {pending && (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-maya" />
          Saving…
        </>
      )}
    </span>
  );
}

type PickProps = { headingId: string; picked: string | number | null; pending: boolean; onPick: (value: string | number) => void };

function ForcedChoice({ question, headingId, picked, pending, onPick }: PickProps & { question: string }) {
  const choices = forcedChoices(question);
  return (
    <div role="radiogroup" aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-2">
      {choices.map((choice) => {
        const selected = picked === choice;
        return (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-disabled={pending || undefined}
            onClick={() => onPick(choice)}
            className={cn(
              'min-h-16 cursor-pointer rounded-2xl border px-5 py-4 text-left text-base leading-snug font-semibold ' +
                'text-white transition-[background-color,border-color,opacity] duration-200',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maya',
              selected
                ? 'border-maya bg-maya/15 ring-1 ring-maya/60'
                : 'border-white/10 bg-white/[0.04] hover:border-white/25 hover:bg-white/[0.08]',
              pending && !selected && 'opacity-40',
            )}
          >
            {choice}
          </button>
        );
      })}
    </div>
  );
}

function LikertScale({ low, high, headingId, picked, pending, onPick }: PickProps & { low: string; high: string }) {
  const lowId = useId();
  const highId = useId();
  return (
    <div>
      <div role="radiogroup" aria-labelledby={headingId} className="grid grid-cols-5 gap-2 sm:gap-3">
        {LIKERT_POINTS.map((point) => {
          const selected = picked === point;
          const anchor = point === 1 ? lowId : point === 5 ? highId : undefined;
          return (
            <button
              key={point}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-disabled={pending || undefined}
              aria-describedby={anchor}
              onClick={() => onPick(point)}
              className={cn(
                'grid aspect-square max-h-20 w-full cursor-pointer place-items-center rounded-2xl border text-xl ' +
                  'font-semibold text-white tabular-nums transition-[background-color,border-color,opacity] duration-200',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maya',
                selected ? 'border-maya bg-maya text-ink' : 'border-white/10 bg-white/[0.04] hover:border-white/25 hover:bg-white/[0.08]',
                pending && !selected && 'opacity-40',
              )}
            >
              {point}
            </button>
          );
        })}
      </div>
      <div className="mt-2 flex justify-between gap-4 text-xs text-white/55">
        <span id={lowId}>1 = {low}</span>
        <span id={highId} className="text-right">
          5 = {high}
        </span>
      </div>
    </div>
  );
}

type TextProps = { pending: boolean; onSubmit: (text: string) => void; onSkip: () => void; autoFocus?: boolean };

function TextAnswer({ pending, onSubmit, onSkip, autoFocus = false }: TextProps) {
  const id = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSubmit(trimmed);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-white/80">
        Your answer
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={MAX_TEXT}
        rows={4}
        autoFocus={autoFocus}
        placeholder="A sentence or two is plenty."
        disabled={pending}
        className={cn(
          'w-full resize-none rounded-2xl border border-white/15 bg-white/5 px-4 py-3 text-base leading-relaxed ' +
            'text-white placeholder:text-white/40 transition-colors',
          'focus-visible:border-maya focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-maya/60 disabled:opacity-60',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onSkip} disabled={pending}>
          Skip
        </Button>
        <div className="flex items-center gap-3">
          <PendingNote pending={pending} />
          <Button type="submit" disabled={!trimmed || pending}>
            Continue <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </form>
  );
}

function VoiceFallback({ pending, onSubmit, onSkip }: TextProps) {
  const [typing, setTyping] = useState(false);
  if (typing) return <TextAnswer pending={pending} onSubmit={onSubmit} onSkip={onSkip} autoFocus />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-4 text-sm leading-relaxed text-white/75">
        <MicOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-white/50" />
        <p>Maya would love to hear this in your own voice, but voice answers aren&rsquo;t available yet. You can type it instead.</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onSkip} disabled={pending}>
          Skip
        </Button>
        <div className="flex items-center gap-3">
          <PendingNote pending={pending} />
          <Button onClick={() => setTyping(true)} disabled={pending}>
            <Keyboard aria-hidden="true" /> Type it instead
          </Button>
        </div>
      </div>
    </div>
  );
}
