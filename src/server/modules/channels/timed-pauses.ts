import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { automationSessions } from '../../db/schema';

/** When a timed pause ends, if the person's automation is paused with one. */
export async function pausedUntil(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ resumeAt: automationSessions.resumeAt })
    .from(automationSessions)
    .where(and(eq(automationSessions.userId, userId), eq(automationSessions.status, 'paused')))
    .limit(1);
  return row?.resumeAt ?? null;
}

/**
 * "pause for a week" is over: those automations turn back on (one UPDATE; a pause the person
 * changed since has no `resume_at` any more). Returns whose, so their agents look soon.
 */
export async function resumeEndedPauses(db: Database, now: Date): Promise<string[]> {
  const resumed = await db
    .update(automationSessions)
    .set({ status: 'active', resumeAt: null, updatedAt: now })
    .where(and(eq(automationSessions.status, 'paused'), lte(automationSessions.resumeAt, now)))
    .returning({ userId: automationSessions.userId });
  return resumed.map((r) => r.userId);
}
