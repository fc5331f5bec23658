import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';

/** Advisory lock namespace (the first key of the two-key form) for a person's companion writes. */
const COMPANION_LOCK = 0x6d61_7901;

/**
 * Runs `work` in a transaction holding the person's companion lock, so two messages (or a message
 * and a feedback, an edit, a batch) of the same person never interleave their read-modify-writes
 * of memory, social context or personality: no lost update. Other people are not blocked.
 * NOTE: it waits for the lock (not a try-lock): the work inside is a few short statements.
 */
export function withPersonLock<T>(db: Database, userId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMPANION_LOCK}, hashtext(${userId}))`);
    return work(tx);
  });
}
