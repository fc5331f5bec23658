import { Check, Flag, HeartHandshake, Hourglass, ShieldBan, Sparkles, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { PASS_REASON_LABELS, PASS_REASONS, type PassReason } from '@shared/domain/outcomes/outcome-kinds';
import type { ProposalCard as Card, ProposalDecision } from '@shared/schemas/shortlist';
import { expiryLine, stateLine, whoLine } from '../lib/proposal-text';

const DECIDE = 'h-auto min-h-11 px-3 py-2 text-center whitespace-normal';

/** The id of a card's status line: the shortlist moves focus there after a decision. */
export const proposalStatusId = (id: string) => `proposal-status-${id}`;

type Props = {
  card: Card;
  /** Only who, where it stands, and Block / Report: for a proposal already decided or ended. */
  compact?: boolean;
  /** The decision being sent for this card, if any. */
  pending: ProposalDecision | null;
  onDecide: (decision: ProposalDecision) => void;
  onSafety: (mode: 'block' | 'report') => void;
  /** After a pass, its optional one-tap reason (issue 41 item 1). */
  onReason?: (reason: PassReason) => void;
};

/**
 * One proposal (issue 31 item 4): who, what the agents said, shared interests, why Maya thinks it
 * fits, and Approve / Pass; Block and Report from the first card. Once decided it is `compact`:
 * who, the line that says where it stands (focus goes there after a decision), Block and Report.
 */
export function ProposalCard({ card, compact = false, pending, onDecide, onSafety, onReason }: Props) {
  const titleId = useId();
  const status = stateLine(card);
  const expiry = expiryLine(card);

  return (
    <article
      aria-labelledby={titleId}
      data-state={card.state}
      className={cn(
        'flex h-full flex-col rounded-3xl border border-white/10 bg-night/80 sm:bg-white/[0.04]',
        compact ? 'gap-3 p-4 sm:p-5' : 'gap-3 p-4 sm:gap-4 sm:p-6',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h4 id={titleId} className="text-lg font-semibold tracking-tight">
            {whoLine(card)}
          </h4>
          {card.summary && !compact && <p className="mt-1 text-sm text-white/70">{card.summary}</p>}
        </div>
        {expiry && <p className="shrink-0 text-xs text-white/60">{expiry}</p>}
      </header>

      {!compact && card.weekLines.length > 0 && (
        <section aria-label="From your agents' week" className="flex flex-col gap-2">
          {card.weekLines.map((line, i) => (
            <p
              key={i}
              className={cn(
                'max-w-[88%] rounded-2xl px-3 py-1.5 text-sm leading-snug',
                line.from === 'you' ? 'self-end bg-maya/15 text-white' : 'self-start bg-white/[0.07] text-white/90',
              )}
            >
              <span className="block text-xs font-semibold text-white/60">{line.from === 'you' ? 'Your Maya' : `${line.from}'s Maya`}</span>
              {line.text}
            </p>
          ))}
        </section>
      )}

      {!compact && card.sharedInterests.length > 0 && (
        <ul aria-label="Shared interests" className="flex flex-wrap gap-2">
          {card.sharedInterests.map((interest) => (
            <li key={interest} className="rounded-full bg-dusk/20 px-3 py-1 text-xs font-medium text-violet-100 ring-1 ring-dusk/40">
              {interest}
            </li>
          ))}
        </ul>
      )}

      {!compact && card.whyItFits.length > 0 && (
        <div>
          <h5 className="flex items-center gap-1.5 text-sm font-semibold">
            <Sparkles aria-hidden="true" className="size-4 text-maya-light" /> Why Maya thinks it fits
          </h5>
          <ul className="mt-2 flex flex-col gap-1.5">
            {card.whyItFits.map((why) => (
              <li key={why} className="flex gap-2 text-sm text-white/80">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
                {why}
              </li>
            ))}
          </ul>
        </div>
      )}

      {card.state === 'new' ? (
        // Two halves of one row even on a narrow phone; a long name wraps inside its button.
        <div className="mt-auto grid grid-cols-2 gap-2">
          <Button onClick={() => onDecide('approve')} disabled={pending !== null} className={DECIDE}>
            {pending === 'approve' ? <Spinner size="sm" className="text-current" /> : <HeartHandshake aria-hidden="true" />}
            Approve {card.firstName}
          </Button>
          <Button variant="outline" onClick={() => onDecide('pass')} disabled={pending !== null} className={DECIDE}>
            {pending === 'pass' ? <Spinner size="sm" className="text-current" /> : <X aria-hidden="true" />}
            Pass on {card.firstName}
          </Button>
        </div>
      ) : (
        <p
          id={proposalStatusId(card.id)}
          tabIndex={-1}
          role="status"
          className={cn(
            'flex items-center gap-2 rounded-2xl px-4 py-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-maya',
            card.state === 'introduced' ? 'bg-emerald-400/15 text-emerald-100' : 'bg-white/[0.06] text-white/80',
          )}
        >
          {card.state === 'waiting' && <Hourglass aria-hidden="true" className="size-4 shrink-0" />}
          {card.state === 'introduced' && <HeartHandshake aria-hidden="true" className="size-4 shrink-0" />}
          {status}
        </p>
      )}

      {card.state === 'passed' && onReason && <PassReasons card={card} busy={pending !== null} onReason={onReason} />}

      <footer className={cn('flex flex-wrap gap-1 border-t border-white/10', compact ? 'pt-2' : 'pt-3')}>
        <Button variant="ghost" size="sm" onClick={() => onSafety('block')}>
          <ShieldBan aria-hidden="true" /> Block {card.firstName}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onSafety('report')}>
          <Flag aria-hidden="true" /> Report {card.firstName}
        </Button>
      </footer>
    </article>
  );
}

/** Why the member passed: one optional tap, only Maya sees it; once given, it is shown and stays. */
function PassReasons({ card, busy, onReason }: { card: Card; busy: boolean; onReason: (reason: PassReason) => void }) {
  if (card.myReason) return <p className="text-sm text-white/70">You said: {PASS_REASON_LABELS[card.myReason]}. Only Maya sees it.</p>;
  return (
    <div role="group" aria-label={`Why you passed on ${card.firstName} (optional)`} className="flex flex-col gap-2">
      <p className="text-sm text-white/70">If you like, tell Maya why (only Maya sees it):</p>
      <div className="flex flex-wrap gap-2">
        {PASS_REASONS.map((reason) => (
          <Button key={reason} variant="secondary" size="sm" disabled={busy} onClick={() => onReason(reason)}>
            {PASS_REASON_LABELS[reason]}
          </Button>
        ))}
      </div>
    </div>
  );
}
