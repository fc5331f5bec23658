import { Flag, MessageSquareWarning, PauseCircle, Scale } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import type { QueueItemView } from '@shared/schemas/moderation';
import { accountAge, ACTION_LABEL, sourcesLabel, standingLabel } from '../lib/queue-view';
import { ActionForm } from './action-form';

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const ICON = { report: MessageSquareWarning, flag: Flag, appeal: Scale, hold: PauseCircle } as const;

/** One item with exactly its evidence: the reason, that relay's messages, the member's history and account age. */
export function QueueItemCard({ item }: { item: QueueItemView }) {
  const Icon = ICON[item.kind];
  const who = item.member.firstName ?? 'This member';
  const standing = standingLabel(item.member);
  const { history } = item;
  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={`item-${item.key}`}>
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold text-white/90">
            <Icon aria-hidden="true" className="size-3.5" /> {sourcesLabel(item)}
          </span>
          <time dateTime={item.createdAt} className="text-xs text-white/65">
            {WHEN.format(new Date(item.createdAt))} UTC
          </time>
        </header>
        <h3 id={`item-${item.key}`} className="mt-3 text-lg font-semibold">
          {who}
          <span className="ml-2 text-sm font-normal text-white/70">
            {accountAge(item.member.accountAgeDays)}
            {item.other?.firstName ? ` · with ${item.other.firstName}` : ''}
          </span>
        </h3>
        {item.sources.length > 1 ? (
          <ul aria-label="Sources about this message" className="mt-1 flex flex-col gap-1 text-sm leading-relaxed text-white/85">
            {item.sources.map((source) => (
              <li key={source.key}>{source.reason}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm leading-relaxed text-white/85">{item.reason}</p>
        )}
        {standing && <p className="mt-2 text-sm font-semibold text-amber-200">{standing}</p>}

        {(item.messages.length > 0 || item.messagesNote) && (
          <section aria-label="Messages of that relay" className="mt-4">
            <h4 className="text-xs font-semibold tracking-wide text-white/65 uppercase">Messages of that relay</h4>
            {item.messages.length > 0 ? (
              <ol className="mt-2 flex flex-col gap-2">
                {item.messages.map((m, i) => (
                  <li key={i} className="rounded-2xl bg-white/5 px-4 py-2 text-sm">
                    <span className="font-semibold">{m.from}:</span> {m.text}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-sm text-white/70">{item.messagesNote}</p>
            )}
          </section>
        )}

        <section aria-label="History" className="mt-4 text-sm text-white/80">
          <h4 className="text-xs font-semibold tracking-wide text-white/65 uppercase">History</h4>
          <p className="mt-1">
            {history.flags} automatic flag{history.flags === 1 ? '' : 's'} · {history.reports} report{history.reports === 1 ? '' : 's'}
            {history.actions.length
              ? ` · before: ${history.actions.map((a) => `${ACTION_LABEL[a.action] ?? a.action} (${a.at.slice(0, 10)})`).join(', ')}`
              : ' · no action before'}
          </p>
        </section>
        <ActionForm itemKey={item.key} who={who} />
      </article>
    </Card>
  );
}
