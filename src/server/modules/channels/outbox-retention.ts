import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent messages (and the dev chat's copy of the person's) are kept a month: the chat's history, the person's download. */
export const SENT_KEPT_DAYS = 30;
/** Failed ones three months: long enough to look into a failure, then gone. */
export const FAILED_KEPT_DAYS = 90;
/** A message held for WhatsApp's window this long is month-old news: it fails instead of ever going out. */
export const HELD_KEPT_DAYS = 30;
/** Rows one statement deletes: a big backlog goes over several passes, never in one long lock. */
const BATCH = 5000;

const o = outbox;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes one batch of the rows `where` picks; how many it deleted. */
async function deleteBatch(db: Database, where: ReturnType<typeof and>) {
  const ids = db.select({ id: o.id }).from(o).where(where).limit(BATCH);
  const gone = await db.delete(o).where(inArray(o.id, ids)).returning({ id: o.id });
  return gone.length;
}

/**
 * The outbox's retention (the messenger's housekeeping, once a minute): held messages older than
 * HELD_KEPT_DAYS fail, sent ones older than SENT_KEPT_DAYS and failed ones older than
 * FAILED_KEPT_DAYS are deleted. Pending ones are the dispatcher's (it gives up after a day).
 * NOTE: `created_at` (indexed) narrows every statement; a sent row also needs its `sent_at` that old.
 */
export async function pruneOutbox(db: Database, now: Date) {
  const heldSince = daysBefore(now, HELD_KEPT_DAYS);
  const expired = await db
    .update(o)
    .set({ status: 'failed', lastError: `held_too_long: the person did not write in ${HELD_KEPT_DAYS} days` })
    .where(and(eq(o.status, 'held'), lt(o.createdAt, heldSince)))
    .returning({ id: o.id });
  const sentBefore = daysBefore(now, SENT_KEPT_DAYS);
  const sent = await deleteBatch(
    db,
    and(
      lt(o.createdAt, sentBefore),
      eq(o.status, 'sent'),
      sql`coalesce(${o.sentAt}, ${o.createdAt}) < ${sentBefore.toISOString()}::timestamptz`,
    ),
  );
  const failed = await deleteBatch(db, and(lt(o.createdAt, daysBefore(now, FAILED_KEPT_DAYS)), eq(o.status, 'failed')));
  return { expired: expired.length, deleted: sent + failed };
}
