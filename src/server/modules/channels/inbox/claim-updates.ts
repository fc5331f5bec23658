import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { messengerInbox } from '../../../db/schema';

export type ClaimedUpdate = typeof messengerInbox.$inferSelect;

/**
 * How long a claimed update stays invisible to other workers while one works it. A process that
 * dies mid-update loses nothing: the lease ends and another worker takes the update over.
 * A worker renews the lease while its turn runs (every LEASE_RENEW_MS), so only a worker that stopped
 * renewing (its process died or hung) loses the update to another.
 */
export const INBOX_LEASE_MS = 2 * 60 * 1000;
/** How often a worker renews the lease of the update it works: a quarter of the lease, so a late renewal or two are harmless. */
export const LEASE_RENEW_MS = INBOX_LEASE_MS / 4;

const i = messengerInbox;

/**
 * Claims up to `limit` updates to work now, in one short transaction: each chat's oldest pending
 * update only (`not exists` an earlier pending one), so a chat's updates are worked one at a time
 * and in order, even while one waits for a retry, with any number of workers and processes.
 * FOR UPDATE SKIP LOCKED lets workers claim side by side; the claim moves `next_attempt_at` a lease
 * ahead and counts the attempt, which also fences a worker whose lease was taken over (finish-update.ts).
 */
export async function claimUpdates(db: Database, now: Date, limit: number): Promise<ClaimedUpdate[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(i)
      .where(
        and(
          eq(i.status, 'pending'),
          lte(i.nextAttemptAt, now),
          sql`not exists (select 1 from messenger_inbox e where e.channel = ${i.channel} and e.address = ${i.address}
                and e.status = 'pending' and e.id < ${i.id})`,
        ),
      )
      .orderBy(asc(i.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(i)
      .set({ attempts: sql`${i.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + INBOX_LEASE_MS) })
      .where(
        inArray(
          i.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
  });
}

/** Moves the claim's lease a whole lease past `now`, while it is still this worker's (pending, the same attempt); false when it is not. */
export async function renewLease(db: Database, row: ClaimedUpdate, now: Date): Promise<boolean> {
  const [mine] = await db
    .update(i)
    .set({ nextAttemptAt: new Date(now.getTime() + INBOX_LEASE_MS) })
    .where(and(eq(i.id, row.id), eq(i.status, 'pending'), eq(i.attempts, row.attempts)))
    .returning({ id: i.id });
  return Boolean(mine);
}
