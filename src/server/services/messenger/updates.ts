import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messengerUpdates } from '../../db/schema';
import type { Channel } from './transport';

/** An update claimed but never finished for this long was lost with its process: a provider's retry may take it over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

/**
 * Claims a provider update for processing: true for exactly one caller per (channel, update id)
 * (INSERT … ON CONFLICT DO NOTHING), so a retried or duplicated webhook does nothing again. The
 * processing that follows is idempotent itself (chat messages and replies keyed by the update),
 * which is why a claim left unfinished by a crash may be taken over after STALE_CLAIM_MS.
 */
export async function claimUpdate(db: Database, channel: Channel, updateId: string, now: Date): Promise<boolean> {
  const [fresh] = await db
    .insert(messengerUpdates)
    .values({ channel, updateId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: messengerUpdates.updateId });
  if (fresh) return true;
  const [retaken] = await db
    .update(messengerUpdates)
    .set({ receivedAt: now })
    .where(
      and(
        eq(messengerUpdates.channel, channel),
        eq(messengerUpdates.updateId, updateId),
        isNull(messengerUpdates.doneAt),
        lt(messengerUpdates.receivedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ id: messengerUpdates.updateId });
  return Boolean(retaken);
}

export async function finishUpdate(db: Database, channel: Channel, updateId: string, now: Date) {
  await db
    .update(messengerUpdates)
    .set({ doneAt: now })
    .where(and(eq(messengerUpdates.channel, channel), eq(messengerUpdates.updateId, updateId)));
}

/** Processing failed: the claim is given back, so the provider's retry is processed. */
export async function releaseUpdate(db: Database, channel: Channel, updateId: string) {
  await db
    .delete(messengerUpdates)
    .where(and(eq(messengerUpdates.channel, channel), eq(messengerUpdates.updateId, updateId), isNull(messengerUpdates.doneAt)));
}

/** Forgets update ids older than a week: providers retry for a day at most. */
export async function pruneUpdates(db: Database, now: Date) {
  await db.delete(messengerUpdates).where(lt(messengerUpdates.receivedAt, new Date(now.getTime() - 7 * 24 * 3600 * 1000)));
}
