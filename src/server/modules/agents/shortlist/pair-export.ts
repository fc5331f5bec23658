import { agentPairs } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { sideOf } from './proposal-view';
import { involves, listShortlist, pairColumns } from './shortlist-store';

/**
 * The member's agent_pairs rows for their data download (issue 31 item 9). NOTE: a row holds both
 * sides, so this is the member's side only: their screening score, their agent's verdict, their
 * decision and the proposal as they were shown it; never the other's id, score, verdict, decision
 * or anything the other did not share (a pair never shown to the member is 'not_shown').
 */
export async function exportedPairs(db: Database, userId: string, now = new Date()): Promise<Record<string, unknown>[]> {
  const pairs = await db
    .select({
      ...pairColumns,
      lowScore: agentPairs.lowScore,
      highScore: agentPairs.highScore,
      createdAt: agentPairs.createdAt,
      weekAt: agentPairs.weekAt,
    })
    .from(agentPairs)
    .where(involves(userId))
    .orderBy(agentPairs.createdAt);
  const shown = new Map((await listShortlist(db, userId, now)).map((card) => [card.id, card]));
  return pairs.map((pair) => {
    const low = sideOf(pair, userId) === 'low';
    const card = shown.get(pair.id) ?? null;
    return {
      id: pair.id,
      state: card?.state ?? 'not_shown',
      my_screening_score: low ? pair.lowScore : pair.highScore,
      my_agent_verdict: low ? pair.lowVerdict : pair.highVerdict,
      my_decision: low ? pair.lowDecision : pair.highDecision,
      created_at: pair.createdAt,
      week_at: pair.weekAt,
      proposed_at: pair.proposedAt,
      expires_at: pair.expiresAt,
      introduced_at: pair.introducedAt,
      proposal_as_shown: card,
    };
  });
}
