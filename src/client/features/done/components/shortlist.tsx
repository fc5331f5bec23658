import { RotateCw, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import type { ProposalCard as Card, ReportRequest } from '@shared/schemas/shortlist';
import { useBlockProposal } from '../api/block-proposal';
import { useDecideProposal } from '../api/decide-proposal';
import { useShortlist } from '../api/get-shortlist';
import { useReportProposal } from '../api/report-proposal';
import { SHORTLIST_TEXT } from '../lib/proposal-text';
import { ProposalCard } from './proposal-card';
import { SafetyDialog } from './safety-dialog';

const messageOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : SHORTLIST_TEXT.failed);

/** The shortlist on /done (issue 31 item 4): the proposals the person's agent brought, newest first. */
export function Shortlist() {
  const shortlist = useShortlist();
  const decide = useDecideProposal();
  const block = useBlockProposal();
  const report = useReportProposal();
  const [safety, setSafety] = useState<{ card: Card; mode: 'block' | 'report'; opener: HTMLElement | null } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDialog = useRef<HTMLElement | null>(null);
  const proposals = shortlist.data?.proposals;

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
    <section aria-labelledby="shortlist-title" className="flex flex-col gap-4 rounded-3xl border border-white/10 bg-night/80 p-5 sm:p-8">
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
        <ul className="flex flex-col gap-4">
          {proposals.map((card) => (
            <li key={card.id}>
              <ProposalCard
                card={card}
                pending={decide.isPending && decide.variables?.id === card.id ? decide.variables.decision : null}
                onDecide={(decision) => decide.mutate({ id: card.id, decision }, { onError: (e) => toast.error(messageOf(e)) })}
                onSafety={(mode) => setSafety({ card, mode, opener: document.activeElement as HTMLElement | null })}
                onReason={(reason) =>
                  decide.mutate({ id: card.id, decision: 'pass', reason }, { onError: (e) => toast.error(messageOf(e)) })
                }
              />
            </li>
          ))}
        </ul>
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
