import { and, lt, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { messengerInbox } from '../../../db/schema';
import type { InboundEvent } from '../transport';

/** How long a worked row is kept: providers retry for a day at most, so a week still dedupes any retry. */
const KEEP_WORKED_MS = 7 * 24 * 3600 * 1000;

/**
 * What a webhook does with an update: stores it for the inbox, once per (channel, update id)
 * (INSERT … ON CONFLICT DO NOTHING). True when it is new; a retried or duplicated webhook stores
 * nothing and gets false, whether the first copy is still waiting, being worked or done.
 */
export async function storeUpdate(db: Database, event: InboundEvent, now: Date): Promise<boolean> {
  const [stored] = await db
    .insert(messengerInbox)
    .values({ channel: event.channel, updateId: event.updateId, address: event.address, event, receivedAt: now, nextAttemptAt: now })
    .onConflictDoNothing()
    .returning({ id: messengerInbox.id });
  return Boolean(stored);
}

/** Forgets worked rows older than a week (pending ones are never dropped: they are worked or failed first). */
export async function pruneInbox(db: Database, now: Date) {
  await db
    .delete(messengerInbox)
    .where(and(ne(messengerInbox.status, 'pending'), lt(messengerInbox.receivedAt, new Date(now.getTime() - KEEP_WORKED_MS))));
}
