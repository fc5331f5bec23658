import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simulationLocks } from '../../db/schema';
import { randomToken } from '../../lib/tokens';

export const SIMULATION_IN_PROGRESS = 'Simulation already in progress';
/** A lock older than this belongs to a run that died without releasing it. */
export const STALE_LOCK_MS = 5 * 60 * 1000;

/** Takes the person's simulation lock (shared by every instance through the database), or null. */
export async function acquireSimulationLock(db: Database, userId: string, now = new Date()): Promise<string | null> {
  await db.delete(simulationLocks).where(and(eq(simulationLocks.userId, userId), lt(simulationLocks.startedAt, new Date(now.getTime() - STALE_LOCK_MS))));
  const token = randomToken(16);
  const inserted = await db.insert(simulationLocks).values({ userId, token, startedAt: now }).onConflictDoNothing().returning({ token: simulationLocks.token });
  return inserted.length ? token : null;
}

export async function releaseSimulationLock(db: Database, userId: string, token: string) {
  await db.delete(simulationLocks).where(and(eq(simulationLocks.userId, userId), eq(simulationLocks.token, token)));
}
