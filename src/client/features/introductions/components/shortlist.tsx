import { RotateCw, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { ShowMore, useShowMore } from '@client/components/ui/show-more';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import type { ProposalCard as Card, ReportRequest } from '@shared/schemas/shortlist';
import { useBlockProposal } from '../api/block-proposal';
import { useDecideProposal } from '../api/decide-proposal';
import { useShortlist } from '../api/get-shortlist';
import { useReportProposal } from '../api/report-proposal';
import { SHORTLIST_GROUPS, SHORTLIST_TEXT, shortlistGroups, shortlistOrder } from '../lib/proposal-text';
import { ProposalCard, proposalStatusId } from './proposal-card';
import { SafetyDialog } from './safety-dialog';

const messageOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : SHORTLIST_TEXT.failed);

/**
 * The shortlist on the home's Introductions (issue 31 item 4): the proposals the person's agent
 * brought, newest first in each group: to decide (the whole card), then waiting, introduced and
 * earlier ones (compact). After a decision the card moves to its group and focus to its status line.
 */
export function Shortlist() {
  const shortlist = useShortlist();
  const decide = useDecideProposal();
  const block = useBlockProposal();
  const report = useReportProposal();
  const [safety, setSafety] = useState<{ card: Card; mode: 'block' | 'report'; opener: HTMLElement | null } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDialog = useRef<HTMLElement | null>(null);
  const focusAfterDecision = useRef<string | null>(null);
  const proposals = shortlist.data?.proposals;
  const { ordered, first } = shortlistOrder(proposals ?? []);
  const [decidedHere, setDecidedHere] = useState<ReadonlySet<string>>(new Set());
  const more = useShowMore(
    ordered,
    first,
    (card) => proposalStatusId(card.id),
    (card) => decidedHere.has(card.id),
  );
  const groupSizes = new Map(shortlistGroups(ordered).map((g) => [g.group, g.cards.length]));

  // The decided card is drawn anew in its group: focus goes to the line that says where it stands.
  useEffect(() => {
    const id = focusAfterDecision.current;
    const line = id ? document.getElementById(proposalStatusId(id)) : null;
    if (!line) return;
    focusAfterDecision.current = null;
    line.focus();
  }, [proposals]);

  // NOTE: focus moves once the modal dialog is gone: while it is open, the page behind it is inert.
  useEffect(() => {
    if (safety || !focusAfterDialog.current) return;
    focusAfterDialog.current.focus();
    focusAfterDialog.current = null;
  }, [safety]);

  const closeSafety = (removed: boolean) => {
    // The card (and its button) is gone after a block: focus goes to the list's heading.
    focusAfterDialog.current = removed ? headingRef.current : (safety?.opener ?? null);
    setSafety(null);
    block.reset();
    report.reset();
  };
  const onReport = (card: Card, body: ReportRequest) =>
    report.mutate(
      { id: card.id, report: body },
      { onSuccess: () => (toast.success(`Thank you. ${card.firstName} is reported.`), closeSafety(body.block === true)) },
    );

  return (
    // On a phone the cards stand on the page itself (no frame around them): every pixel of width is theirs.
    <section
      aria-labelledby="shortlist-title"
      className="flex flex-col gap-4 sm:rounded-3xl sm:border sm:border-white/10 sm:bg-night/80 sm:p-8"
    >
      <h2 ref={headingRef} tabIndex={-1} id="shortlist-title" className="flex items-center gap-2 text-lg font-semibold outline-none">
        <Users aria-hidden="true" className="size-5 text-maya-light" /> Your shortlist
      </h2>
      {shortlist.isError && !proposals ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-100">
          <p>We couldn&rsquo;t load your shortlist just now.</p>
          <Button size="sm" variant="secondary" onClick={() => void shortlist.refetch()}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : !proposals ? (
        <p className="text-sm text-white/60">Loading your shortlist…</p>
      ) : proposals.length === 0 ? (
        <p className="text-sm leading-relaxed text-white/70">{SHORTLIST_TEXT.empty}</p>
      ) : (
        <div id="shortlist-cards" className="flex flex-col gap-4">
          {shortlistGroups(more.shown).map(({ group, cards }) => (
            <section key={group} aria-labelledby={`shortlist-${group}`} className="flex flex-col gap-3">
              <h3 id={`shortlist-${group}`} className="text-sm font-semibold tracking-wide text-white/70 uppercase">
                {SHORTLIST_GROUPS[group]}
                {(groupSizes.get(group) ?? 0) > 1 && <span className="text-white/50"> · {groupSizes.get(group)}</span>}
              </h3>
              {/* Several to decide: side by side on a phone, swiped one at a time (the next one peeks in), a grid wider. */}
              <ul
                className={cn(
                  'flex flex-col gap-3',
                  group !== 'decide' && 'lg:grid lg:grid-cols-2',
                  group === 'decide' &&
                    cards.length > 1 &&
                    '-mx-4 flex-row snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0',
                )}
              >
                {cards.map((card) => (
                  <li key={card.id} className={cn(group === 'decide' && cards.length > 1 && 'w-[86%] shrink-0 snap-start sm:w-auto')}>
                    <ProposalCard
                      card={card}
                      compact={group !== 'decide'}
                      pending={decide.isPending && decide.variables?.id === card.id ? decide.variables.decision : null}
                      onDecide={(decision) => {
                        focusAfterDecision.current = card.id;
                        setDecidedHere((ids) => new Set(ids).add(card.id));
                        decide.mutate(
                          { id: card.id, decision },
                          { onError: (e) => ((focusAfterDecision.current = null), toast.error(messageOf(e))) },
                        );
                      }}
                      onSafety={(mode) => setSafety({ card, mode, opener: document.activeElement as HTMLElement | null })}
                      onReason={(reason) =>
                        decide.mutate({ id: card.id, decision: 'pass', reason }, { onError: (e) => toast.error(messageOf(e)) })
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {proposals && (
        <ShowMore
          total={more.total}
          shownCount={more.shown.length}
          expanded={more.expanded}
          controls="shortlist-cards"
          onToggle={more.toggle}
        />
      )}
      {safety && (
        <SafetyDialog
          mode={safety.mode}
          firstName={safety.card.firstName}
          busy={block.isPending || report.isPending}
          error={block.error || report.error ? messageOf(block.error ?? report.error) : null}
          onClose={() => closeSafety(false)}
          onBlock={() => block.mutate(safety.card.id, { onSuccess: () => closeSafety(true) })}
          onReport={(body) => onReport(safety.card, body)}
        />
      )}
    </section>
  );
}
