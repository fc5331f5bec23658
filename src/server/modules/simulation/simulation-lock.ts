import { and, eq, lt } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { simulationLocks } from '../../db/schema';
import { randomToken } from '../../lib/tokens';

export const SIMULATION_IN_PROGRESS = 'Simulation already in progress';
/** How often a running simulation refreshes its lock. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/** A lock without a heartbeat for this long belongs to a run that died (a crashed instance). */
export const STALE_LOCK_MS = 60_000;

/**
 * Takes the person's simulation lock (shared by every instance through the database), or null.
 * One statement: insert, or take over a lock whose heartbeat stopped; concurrent starts serialise
 * on the row, so exactly one wins. In a transaction (`Db`), so the lock can be taken together with other writes.
 */
export async function acquireSimulationLock(db: Db, userId: string, now = new Date()): Promise<string | null> {
  const token = randomToken(16);
  const taken = await db
    .insert(simulationLocks)
    .values({ userId, token, startedAt: now, heartbeatAt: now })
    .onConflictDoUpdate({
      target: simulationLocks.userId,
      set: { token, startedAt: now, heartbeatAt: now },
      setWhere: lt(simulationLocks.heartbeatAt, new Date(now.getTime() - STALE_LOCK_MS)),
    })
    .returning({ token: simulationLocks.token });
  return taken[0]?.token === token ? token : null;
}

/** Marks the run alive; false when the lock is no longer this run's (it went stale and was taken). */
export async function heartbeatSimulationLock(db: Database, userId: string, token: string, now = new Date()): Promise<boolean> {
  const beat = await db
    .update(simulationLocks)
    .set({ heartbeatAt: now })
    .where(and(eq(simulationLocks.userId, userId), eq(simulationLocks.token, token)))
    .returning({ token: simulationLocks.token });
  return beat.length > 0;
}

export async function releaseSimulationLock(db: Database, userId: string, token: string) {
  await db.delete(simulationLocks).where(and(eq(simulationLocks.userId, userId), eq(simulationLocks.token, token)));
}

export interface HeldSimulationLock {
  token: string;
  /** Aborted when the lock is lost (another run took it over), so this run stops. */
  lost: AbortSignal;
  /** Stops the heartbeat and deletes the lock; safe to call twice. */
  release(): Promise<void>;
}

export interface HoldOptions {
  log: { warn(obj: Record<string, unknown>, msg?: string): void };
  intervalMs?: number;
}

/**
 * Keeps an acquired lock alive (heartbeat) until release(); `lost` aborts when another run took it
 * over. The one lock flow (ADR 036): a run acquires inside the transaction that inserts its row
 * (simulation-runs.ts), then keeps the lock with this.
 */
export function keepSimulationLock(db: Database, userId: string, token: string, options: HoldOptions): HeldSimulationLock {
  const lost = new AbortController();
  const beat = async () => {
    try {
      if (!(await heartbeatSimulationLock(db, userId, token))) lost.abort(new Error('the simulation lock was taken over'));
    } catch (err) {
      // A missed beat is survivable: the lock only goes stale after several.
      options.log.warn({ err, userId }, 'simulation lock heartbeat failed');
    }
  };
  // NOTE: each tick beats after the one before has finished, never instead of it: skipping a tick
  // whose predecessor was still settling left a 30 s gap on a busy database.
  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beating = beating.then(beat);
  }, options.intervalMs ?? HEARTBEAT_INTERVAL_MS);
  // NOTE: unref'd so a running simulation never keeps a stopping process alive.
  timer.unref();
  let released: Promise<void> | null = null;
  return {
    token,
    lost: lost.signal,
    release: () => {
      released ??= (async () => {
        clearInterval(timer);
        await beating;
        await releaseSimulationLock(db, userId, token);
      })();
      return released;
    },
  };
}
