import { and, eq } from 'drizzle-orm';
import { startData } from '@shared/domain/date-plans/date-commands';
import { relayButton } from '@shared/domain/messenger/inapp-buttons';
import { introductionText } from '@shared/domain/messenger/proposal-text';
import type { ProposalDecision } from '@shared/schemas/shortlist';
import type { Database } from '../../../db/client';
import type { JobTrigger } from '../../../lib/job-definition';
import { agentPairs } from '../../../db/schema';
import { decide, type DecisionOptions, type DecisionOutcome, proposalFor } from '@server/modules/agents';
import { outcomesRecorded } from '@server/modules/outcomes';
import type { ChatButton } from '../transport';
import type { Notify } from './proposal-cards';
import { openRelay } from './relay-store';

/** End, Block and Report: on the introduction and on every relayed message (one step each). */
export const relayControls = (pairId: string): ChatButton[] => [
  { label: 'End chat', data: relayButton(pairId, 'end') },
  { label: 'Block', data: relayButton(pairId, 'block') },
  { label: 'Report', data: relayButton(pairId, 'report') },
];

/**
 * Both approved: the relay opens and each member with a connected chat is introduced there (who,
 * and how the relay works). Keyed `intro:<pair>` per person and the relay inserted once, so calling
 * it again (a retried request, the second surface) sends nothing twice.
 */
export async function introducePair(db: Database, notify: Notify, pairId: string, now: Date): Promise<void> {
  const [pair] = await db
    .select({ id: agentPairs.id, low: agentPairs.lowUserId, high: agentPairs.highUserId })
    .from(agentPairs)
    .where(and(eq(agentPairs.id, pairId), eq(agentPairs.status, 'introduced')))
    .limit(1);
  if (!pair) return;
  await openRelay(db, pair, now);
  for (const userId of [pair.low, pair.high]) {
    const card = await proposalFor(db, userId, pairId, now);
    if (!card) continue;
    await notify(userId, {
      text: introductionText(card.firstName),
      buttons: [
        [
          { label: 'Find a time', data: startData(pairId) },
          { label: 'Back to Maya', data: relayButton(pairId, 'maya') },
        ],
        relayControls(pairId),
      ],
      dedupeKey: `intro:${pairId}`,
    });
  }
}

/**
 * The shortlist's one decision (`decide`, the same as /done's), then the introduction when this
 * approval completed the pair: wherever the second approval is made (/done or the app), both hear it.
 */
export async function decideAndIntroduce(
  db: Database,
  { notify, jobs }: { notify: Notify; jobs: JobTrigger },
  userId: string,
  pairId: string,
  decision: ProposalDecision,
  now = new Date(),
  options: DecisionOptions = {},
): Promise<DecisionOutcome> {
  const outcome = await decide(db, userId, pairId, decision, now, options);
  // After decide's commit: the ranker learns the decision now (a repeated tap's update learns nothing).
  if (outcome.kind === 'shown') await outcomesRecorded(jobs);
  if (outcome.kind === 'shown' && outcome.card.state === 'introduced') await introducePair(db, notify, pairId, now);
  return outcome;
}
