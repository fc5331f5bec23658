import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messengerOutbox } from '../../db/schema';
import type { OutgoingChatMessage } from './transport';

export type OutboxRow = typeof messengerOutbox.$inferSelect;
export type QueuedMessage = OutgoingChatMessage & { userId: string; dedupeKey?: string };

/**
 * Queues a message for the dispatcher (durable: it survives a crash or a provider outage). With a
 * `dedupeKey` it is queued once per person: a retried update queues nothing twice. Returns the row
 * (the earlier one on a repeat).
 */
export async function enqueue(db: Database, m: QueuedMessage, now: Date): Promise<OutboxRow> {
  const values = {
    userId: m.userId,
    channel: m.channel,
    address: m.address,
    text: m.text,
    buttons: m.buttons ?? null,
    document: m.document ?? null,
    dedupeKey: m.dedupeKey ?? null,
    nextAttemptAt: now,
    createdAt: now,
  };
  const [row] = await db.insert(messengerOutbox).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [earlier] = await db
    .select()
    .from(messengerOutbox)
    .where(and(eq(messengerOutbox.userId, m.userId), eq(messengerOutbox.dedupeKey, m.dedupeKey!)))
    .limit(1);
  return earlier!;
}

/** Whether a message with this key is already queued for the person (a retried update's). */
export async function isQueued(db: Database, userId: string, dedupeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messengerOutbox.id })
    .from(messengerOutbox)
    .where(and(eq(messengerOutbox.userId, userId), eq(messengerOutbox.dedupeKey, dedupeKey)))
    .limit(1);
  return row !== undefined;
}

/** The dev chat's copy of what the person sent (never delivered: it is stored as sent). */
export async function recordInbound(db: Database, m: QueuedMessage, now: Date) {
  await db
    .insert(messengerOutbox)
    .values({
      userId: m.userId,
      channel: m.channel,
      address: m.address,
      text: m.text,
      direction: 'in',
      status: 'sent',
      dedupeKey: m.dedupeKey ?? null,
      createdAt: now,
      sentAt: now,
    })
    .onConflictDoNothing();
}

/** Stops what is still waiting for a chat, pending or held (the person said STOP): nothing more goes out to it. */
export async function cancelPending(db: Database, userId: string, channel: string, reason: string) {
  await db
    .update(messengerOutbox)
    .set({ status: 'failed', lastError: reason })
    .where(
      and(eq(messengerOutbox.userId, userId), eq(messengerOutbox.channel, channel), inArray(messengerOutbox.status, ['pending', 'held'])),
    );
}

/** A chat's messages both ways, newest last (the dev chat's page). */
export async function chatRows(db: Database, userId: string, channel: string, limit = 200): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(messengerOutbox)
    .where(and(eq(messengerOutbox.userId, userId), eq(messengerOutbox.channel, channel)))
    .orderBy(desc(messengerOutbox.id))
    .limit(limit);
  return rows.reverse();
}
