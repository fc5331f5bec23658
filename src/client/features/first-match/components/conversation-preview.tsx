import { CalendarDays, CircleHelp, HeartHandshake, X } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import type { ConversationView } from '../lib/connections-view';

const DECISION_STYLE = {
  yes: {
    icon: HeartHandshake,
    className: 'bg-emerald-400/12 text-emerald-300 ring-emerald-400/35',
    hint: 'Maya thinks you two should talk',
  },
  no: { icon: X, className: 'bg-rose-400/12 text-rose-300 ring-rose-400/35', hint: 'Probably not the one for you' },
  maybe: { icon: CircleHelp, className: 'bg-amber-300/12 text-amber-200 ring-amber-300/35', hint: 'Worth a second look' },
} as const;

export type ConversationPreviewProps = {
  view: ConversationView;
  matchName: string;
  matchInitials: string;
  onWatchFullWeek: () => void;
  continuing: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** §2.9: the first (up to 6) simulated messages, the compatibility score and the decision. */
export function ConversationPreview({ view, matchName, matchInitials, onWatchFullWeek, continuing, headingRef }: ConversationPreviewProps) {
  const decision = DECISION_STYLE[view.tone];
  const DecisionIcon = decision.icon;
  return (
    <section
      aria-labelledby="preview-heading"
      className="scroll-mt-24 rounded-3xl border border-white/10 bg-night/80 p-5 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="preview-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none sm:text-xl">
          Your first conversation
        </h2>
        <p className="text-xs text-white/60">
          {view.total > view.messages.length
            ? `First ${view.messages.length} of ${view.total} messages`
            : `${view.messages.length} messages`}
        </p>
      </div>

      <ol
        className="mt-4 flex flex-col gap-2.5 rounded-2xl bg-ink/60 p-3 ring-1 ring-white/5 sm:p-4"
        aria-label={`Simulated chat with ${matchName}`}
      >
        {view.messages.map((m) => (
          <li key={m.id} className={cn('flex items-end gap-2', m.side === 'user' ? 'justify-end' : 'justify-start')}>
            {m.side === 'match' && (
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-linear-to-br from-dusk to-maya text-[0.65rem] font-semibold"
              >
                {matchInitials}
              </span>
            )}
            <p
              className={cn(
                'max-w-[80%] px-3.5 py-2 text-[0.94rem] leading-snug text-pretty',
                m.side === 'user' ? 'rounded-2xl rounded-br-md bg-maya text-ink' : 'rounded-2xl rounded-bl-md bg-white/10 text-white',
              )}
            >
              <span className="sr-only">{m.side === 'user' ? 'You: ' : `${matchName}: `}</span>
              {m.text}
            </p>
          </li>
        ))}
      </ol>

      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
          <p className="text-xs font-semibold tracking-[0.14em] text-white/60 uppercase">Compatibility</p>
          <p className="mt-1 text-3xl font-semibold tabular-nums tracking-tight sm:text-4xl">
            {view.scorePercent}
            <span className="text-lg text-white/50">%</span>
          </p>
          <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10">
            <div className="h-full rounded-full bg-linear-to-r from-dusk to-maya" style={{ width: `${view.scorePercent}%` }} />
          </div>
        </div>
        <div className={cn('flex flex-col rounded-2xl p-4 ring-1', decision.className)}>
          <p className="text-xs font-semibold tracking-[0.14em] uppercase opacity-80">Decision</p>
          <p className="mt-1 flex items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            <DecisionIcon aria-hidden="true" className="size-6 shrink-0" />
            {view.decision}
          </p>
          <p className="mt-auto pt-1 text-xs leading-snug opacity-80">{decision.hint}</p>
        </div>
      </div>

      <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-dusk/10 p-4 ring-1 ring-dusk/30 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm leading-relaxed text-white/80">
          That was one chat. See how the two of you get on across a whole simulated week.
        </p>
        <Button className="w-full sm:w-auto" onClick={onWatchFullWeek} disabled={continuing} aria-busy={continuing}>
          {continuing ? <Spinner size="sm" label="Opening the simulation" className="text-current" /> : <CalendarDays aria-hidden="true" />}
          Watch the full week
        </Button>
      </div>
    </section>
  );
}
