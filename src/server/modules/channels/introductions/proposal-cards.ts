import { eq } from 'drizzle-orm';
import { proposalButton } from '@shared/domain/messenger/inapp-buttons';
import { proposalCardText } from '@shared/domain/messenger/proposal-text';
import type { Database } from '../../../db/client';
import { agentPairs } from '../../../db/schema';
import { proposalFor } from '@server/modules/agents';
import type { Notice } from '../notice';
import type { ChatButton } from '../transport';

export type Notify = (userId: string, notice: Notice) => Promise<boolean>;

export const proposalButtons = (pairId: string, withMore = true): ChatButton[][] => [
  [
    { label: 'Approve', data: proposalButton(pairId, 'approve') },
    { label: 'Pass', data: proposalButton(pairId, 'pass') },
  ],
  ...(withMore ? [[{ label: 'Tell me more', data: proposalButton(pairId, 'more') }]] : []),
];

/**
 * The proposal card, in the messaging app, for each member of a proposed pair who has a preferred
 * connected chat and has not decided yet (a demo member's side approves as it is proposed). The card
 * is the /done card (proposal-view.ts: first name, age, area, what they share). Keyed
 * `proposal:<pair>` per person, so a retried job queues nothing twice (jobs/proposal-ready.ts). Returns how many it queued.
 */
export async function sendProposalCards(db: Database, notify: Notify, pairId: string, now: Date): Promise<number> {
  const [pair] = await db
    .select({ status: agentPairs.status, low: agentPairs.lowUserId, high: agentPairs.highUserId })
    .from(agentPairs)
    .where(eq(agentPairs.id, pairId))
    .limit(1);
  if (pair?.status !== 'proposed') return 0;
  let queued = 0;
  for (const userId of [pair.low, pair.high]) {
    const card = await proposalFor(db, userId, pairId, now);
    if (card?.state !== 'new') continue;
    const notice = { text: proposalCardText(card), buttons: proposalButtons(pairId), dedupeKey: `proposal:${pairId}` };
    if (await notify(userId, notice)) queued += 1;
  }
  return queued;
}
