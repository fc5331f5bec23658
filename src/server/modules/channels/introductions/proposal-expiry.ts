import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { outbox } from '../../../db/schema';
import { rowsOf, proposalFor } from '@server/modules/agents';
import { queueNotice } from '../notice';

/** How far back the sweep looks: a proposal that expired while no dispatcher ran for days is not worth a message any more. */
const LOOK_BACK = '3 days';
export const expiredNotice = (firstName: string) =>
  `No answer on ${firstName} — I've let it go. No worries: I'll tell you when Maya's agent finds someone new.`;

type Unanswered = { pair_id: string; user_id: string; card_id: number; card_status: string };

/**
 * Proposals that expired unanswered (issue 32 item 4), once a minute in the messenger's housekeeping:
 * each member who was sent the card and never decided hears it once, kindly (keyed
 * `proposal-expired:<pair>`); a card that never went out (pending, or held by WhatsApp's window) is
 * dropped instead. A pass by the other stays unsaid: the pair is 'passed' then, and reads the same.
 * The card's buttons already answer "This proposal for … has expired." (proposal-buttons.ts).
 */
export async function tellExpiredProposals(db: Database, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = rowsOf<Unanswered>(
    await db.execute(sql`
      select p.id as pair_id, s.user_id, c.id as card_id, c.status as card_status
      from agent_pairs p
      cross join lateral (values (p.low_user_id, p.low_decision), (p.high_user_id, p.high_decision)) as s(user_id, decision)
      join outbox c on c.user_id = s.user_id and c.dedupe_key = 'proposal:' || p.id::text
      where p.status in ('proposed', 'passed', 'expired') and p.expires_at <= ${at} and p.expires_at > ${at} - ${LOOK_BACK}::interval
        and s.decision is null
        and (c.status in ('pending', 'held') or (c.status = 'sent' and not exists (select 1 from outbox x
          where x.user_id = s.user_id and x.dedupe_key = 'proposal-expired:' || p.id::text)))`),
  );
  const unsent = rows.filter((r) => r.card_status !== 'sent').map((r) => Number(r.card_id));
  if (unsent.length) {
    await db
      .update(outbox)
      .set({ status: 'failed', lastError: 'proposal_expired: it expired before it could be delivered' })
      .where(inArray(outbox.id, unsent));
  }
  let told = 0;
  for (const r of rows.filter((x) => x.card_status === 'sent')) {
    const card = await proposalFor(db, r.user_id, r.pair_id, now);
    if (card?.state !== 'expired') continue;
    const notice = { text: expiredNotice(card.firstName), dedupeKey: `proposal-expired:${r.pair_id}` };
    if (await queueNotice(db, r.user_id, notice, now)) told += 1;
  }
  return told;
}
