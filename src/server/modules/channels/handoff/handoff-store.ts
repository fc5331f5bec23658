import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agentMembers, agentPairs, automationSessions, handoffTokens } from '../../../db/schema';
import { hashToken, randomToken } from '../../../lib/tokens';

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

/**
 * §7.1 agent-gateway pause/resume; false when there is no automation to change. `resumeAt`: a pause
 * that ends by itself ("pause for a week" in the messaging app); any other change clears it.
 */
export async function setAutomation(db: Database, userId: string, status: 'active' | 'paused', resumeAt: Date | null = null) {
  const updated = await db
    .update(automationSessions)
    .set({ status, resumeAt: status === 'paused' ? resumeAt : null, updatedAt: sql`now()` })
    .where(eq(automationSessions.userId, userId))
    .returning({ id: automationSessions.id });
  return updated.length > 0;
}

/**
 * The /done tiles, counted from what the person's agent did (issue 31 item 5): profiles analysed =
 * candidates it screened, matches found = proposals (a closed one no longer counts), conversations
 * started = weeks it ran with another member's agent.
 */
export async function automationStats(db: Database, userId: string) {
  const [agent] = await db
    .select({ screened: agentMembers.screenedCount })
    .from(agentMembers)
    .where(eq(agentMembers.userId, userId))
    .limit(1);
  const [pairs] = await db
    .select({
      proposals: sql<number>`count(*) filter (where ${agentPairs.proposedAt} is not null and ${agentPairs.status} <> 'closed')`,
      weeks: sql<number>`count(*) filter (where ${agentPairs.weekAt} is not null)`,
    })
    .from(agentPairs)
    .where(or(eq(agentPairs.lowUserId, userId), eq(agentPairs.highUserId, userId)));
  return {
    profilesAnalyzed: agent?.screened ?? 0,
    matchesFound: Number(pairs?.proposals ?? 0),
    conversationsStarted: Number(pairs?.weeks ?? 0),
  };
}
