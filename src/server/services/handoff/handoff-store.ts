import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { automationSessions, handoffTokens, simulationResults, userInteractions } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

/** A fresh start token for the person (the previous one stops working); stored hashed. */
export async function issueStartToken(db: Database, userId: string) {
  const token = randomToken(16);
  await db
    .insert(handoffTokens)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: handoffTokens.userId, set: { tokenHash: hashToken(token), createdAt: sql`now()` } });
  return token;
}

/**
 * Marking the handoff step complete starts the person's automation session (once): one upsert on
 * the unique user_id, so parallel completions make one row and the last channel wins.
 */
export async function startAutomation(db: Database, userId: string, channel: string) {
  await db
    .insert(automationSessions)
    .values({ userId, channel, status: 'active' })
    .onConflictDoUpdate({ target: automationSessions.userId, set: { channel, updatedAt: sql`now()` } });
}

export async function automationStatus(db: Database, userId: string): Promise<'active' | 'paused' | 'none'> {
  const [row] = await db
    .select({ status: automationSessions.status })
    .from(automationSessions)
    .where(eq(automationSessions.userId, userId))
    .limit(1);
  return row ? (row.status === 'paused' ? 'paused' : 'active') : 'none';
}

/** §7.1 agent-gateway pause/resume; false when there is no automation to change. */
export async function setAutomation(db: Database, userId: string, status: 'active' | 'paused') {
  const updated = await db
    .update(automationSessions)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(automationSessions.userId, userId))
    .returning({ id: automationSessions.id });
  return updated.length > 0;
}

/** The /done tiles, counted from what Maya actually did for the person (not placeholders). */
export async function automationStats(db: Database, userId: string) {
  const [sims] = await db
    .select({ n: count(), yes: sql<number>`count(*) filter (where ${simulationResults.decision} = 'YES')` })
    .from(simulationResults)
    .where(eq(simulationResults.userId, userId));
  const byType = await db
    .select({ type: userInteractions.type, n: count() })
    .from(userInteractions)
    .where(sql`${userInteractions.userId} = ${userId} and ${inArray(userInteractions.type, ['profile_view', 'match', 'conversation'])}`)
    .groupBy(userInteractions.type);
  const interactions = (type: string) => Number(byType.find((r) => r.type === type)?.n ?? 0);
  return {
    profilesAnalyzed: Number(sims?.n ?? 0) + interactions('profile_view'),
    matchesFound: Number(sims?.yes ?? 0) + interactions('match'),
    conversationsStarted: Number(sims?.n ?? 0) + interactions('conversation'),
  };
}
