import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agentMembers, agentPairs, automationSessions, memberPreferences } from '../../../db/schema';
import { utcDay, type AgentDeps } from './agent-deps';
import { keepPairSides, pairSideRows } from '@server/modules/matching';
import { findCandidates, type Candidate } from './candidates';
import { inPool, loadPoolMember } from './pool-member';
import { openHoldsOf } from '../safety-holds/safety-holds';

export type PassResult =
  | { skipped: 'paused' | 'safety_hold' | 'no_preferences' | 'no_profile' }
  /**
   * `pairIds`: the pairs this pass created (none on a repeat within the day). `waiting`: all the
   * member's pairs still waiting for their week, the new ones included, so pairs skipped while one
   * side was paused, deferred over a budget or lost by a crashed job run again (week jobs are idempotent).
   */
  | { pairIds: string[]; waiting: string[]; scored: number; repeated: boolean };

/** The pair's seed for its week (0..999999, the simulation's seed range): the same for a pair however often it is computed. */
export const pairSeed = (low: string, high: string): number =>
  createHash('sha256').update(`${low}:${high}`).digest().readUInt32BE(0) % 1_000_000;

const ordered = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });

function pairRow(userId: string, c: Candidate, now: Date) {
  const { low, high } = ordered(userId, c.userId);
  const mineIsLow = low === userId;
  return {
    lowUserId: low,
    highUserId: high,
    lowScore: mineIsLow ? c.ownScore : c.theirScore,
    highScore: mineIsLow ? c.theirScore : c.ownScore,
    reciprocalScore: c.reciprocal,
    seed: pairSeed(low, high),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * When two agents meet, both look at each other (the reciprocal score weighs each side): the other
 * members of the new pairs count one profile analysed too, so nobody's tiles say they matched more
 * profiles than their agent analysed.
 */
async function countMeetings(tx: Database, others: string[], now: Date) {
  if (!others.length) return;
  await tx
    .insert(agentMembers)
    .values(others.map((userId) => ({ userId, screenedCount: 1, updatedAt: now })))
    .onConflictDoUpdate({ target: agentMembers.userId, set: { screenedCount: sql`${agentMembers.screenedCount} + 1`, updatedAt: now } });
}

/** The member's pairs that still wait for their week. */
async function waitingPairs(tx: Database, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: agentPairs.id })
    .from(agentPairs)
    .where(and(or(eq(agentPairs.lowUserId, userId), eq(agentPairs.highUserId, userId)), eq(agentPairs.status, 'screened')))
    .orderBy(agentPairs.createdAt, agentPairs.id);
  return rows.map((r) => r.id);
}

/**
 * A pass is due once a UTC day, and again when the member changed who they want to meet or turned
 * the agent back on since the last pass (their answer should not wait for tomorrow).
 */
const passDue = (userId: string, windowStart: Date) => sql`greatest(
  ${windowStart.toISOString()}::timestamptz,
  (select ${memberPreferences.updatedAt} from ${memberPreferences} where ${memberPreferences.userId} = ${userId}),
  (select ${automationSessions.updatedAt} from ${automationSessions} where ${automationSessions.userId} = ${userId}))`;

/**
 * One pass of the member's agent (docs/agents.md): finds the best candidates and records a pair for
 * each. One pass per UTC day (or per change, `passDue`): the pass claims it on agent_members first,
 * in the same transaction, so a retried or doubled job screens nobody twice and counts nothing twice.
 */
export async function runPass(deps: AgentDeps, userId: string, now: Date): Promise<PassResult> {
  const today = utcDay(now);
  const windowStart = new Date(`${today}T00:00:00.000Z`);
  const result = await deps.db.transaction(async (tx) => {
    const member = await loadPoolMember(tx, userId, today);
    if (!member) return { skipped: 'no_preferences' as const };
    if (!inPool(member)) return { skipped: 'paused' as const };
    // A member a moderator has yet to look at (ADR 056) is out of the pool: their own pass finds nobody either.
    if ((await openHoldsOf(tx, userId)).length) return { skipped: 'safety_hold' as const };
    if (!member.hexacoScores) return { skipped: 'no_profile' as const };
    const claimed = await tx
      .insert(agentMembers)
      .values({ userId, lastPassAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: agentMembers.userId,
        set: { lastPassAt: now, updatedAt: now },
        setWhere: sql`${agentMembers.lastPassAt} is null or ${agentMembers.lastPassAt} < ${passDue(userId, windowStart)}`,
      })
      .returning({ userId: agentMembers.userId });
    if (claimed.length === 0) return { pairIds: [], waiting: await waitingPairs(tx, userId), scored: 0, repeated: true };
    const search = await findCandidates(tx, member, now, deps.config.candidatesPerPass, deps.config.openProposalCap, deps.config.ranker);
    const created =
      search.top.length === 0
        ? []
        : await tx
            .insert(agentPairs)
            .values(search.top.map((c) => pairRow(userId, c, now)))
            .onConflictDoNothing({ target: [agentPairs.lowUserId, agentPairs.highUserId] })
            .returning({ id: agentPairs.id, low: agentPairs.lowUserId, high: agentPairs.highUserId });
    const features = new Map(search.top.map((c) => [c.userId, c.features]));
    await keepPairSides(
      tx,
      created.flatMap((r) => {
        const other = r.low === userId ? r.high : r.low;
        return pairSideRows(r.id, userId, other, features.get(other)!);
      }),
    );
    await tx
      .update(agentMembers)
      .set({ screenedCount: sql`${agentMembers.screenedCount} + ${search.scored}` })
      .where(eq(agentMembers.userId, userId));
    const met = created.map((r) => (r.low === userId ? r.high : r.low));
    return { pairIds: created.map((r) => r.id), waiting: await waitingPairs(tx, userId), scored: search.scored, repeated: false, met };
  });
  if ('met' in result && result.met) {
    // NOTE: after the commit, in id order: inside the pass's transaction (which holds the member's own
    // row) two members' passes counting each other would deadlock.
    await countMeetings(deps.db, [...result.met].sort(), now);
    const { met: _met, ...pass } = result;
    return pass;
  }
  return result;
}
