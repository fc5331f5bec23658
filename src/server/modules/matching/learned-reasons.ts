import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankerPairSides } from '../../db/schema';
import { featuresFromSides } from './pair-sides';
import { explain } from './ranking';
import { readRanker } from './ranker-store';

/**
 * "Why Maya thinks it fits", learned (ADR 054 "Reasons"): for each of the member's pairs, what the
 * model learned from the member's OWN answers that speaks for this pair ("You tend to say yes to
 * people who love hiking"). Only the member's own parameters are read (the state holds no one else's
 * row here), and only `own` reasons are kept: never the network's, nor anything of the other's answers.
 */
export async function learnedReasons(db: Db, userId: string, pairIds: string[], limit = 2): Promise<Map<string, string[]>> {
  const reasons = new Map<string, string[]>();
  if (!pairIds.length) return reasons;
  const state = await readRanker(db, [userId]);
  if (!state.members[userId]?.taste) return reasons;
  const sides = await db
    .select({
      pairId: rankerPairSides.pairId,
      userId: rankerPairSides.userId,
      ownScore: rankerPairSides.ownScore,
      traits: rankerPairSides.traits,
      pair: rankerPairSides.pair,
    })
    .from(rankerPairSides)
    .where(inArray(rankerPairSides.pairId, pairIds));
  const byPair = new Map<string, typeof sides>();
  for (const side of sides) byPair.set(side.pairId, [...(byPair.get(side.pairId) ?? []), side]);
  for (const [pairId, rows] of byPair) {
    const mine = rows.find((r) => r.userId === userId);
    const theirs = rows.find((r) => r.userId !== userId);
    if (!mine || !theirs) continue;
    const features = featuresFromSides(mine, theirs, { mine: null, theirs: null });
    const own = explain(state, userId, theirs.userId, features)
      .filter((r) => r.source === 'own')
      .slice(0, limit)
      .map((r) => r.text);
    if (own.length) reasons.set(pairId, own);
  }
  return reasons;
}
