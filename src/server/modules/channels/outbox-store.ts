import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { OutgoingChatMessage } from './transport';

/**
 * The one outbox (ADR 059): the messaging app's chat messages, queued for the dispatcher, and the
 * copies of the e-mails and Twilio messages, written once as sent or failed.
 */

export type OutboxRow = typeof outbox.$inferSelect;
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
  const [row] = await db.insert(outbox).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [earlier] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, m.userId), eq(outbox.dedupeKey, m.dedupeKey!)))
    .limit(1);
  return earlier!;
}

/** Whether a message with this key is already queued for the person (a retried update's). */
export async function isQueued(db: Database, userId: string, dedupeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.dedupeKey, dedupeKey)))
    .limit(1);
  return row !== undefined;
}

/** The dev chat's copy of what the person sent (never delivered: it is stored as sent). */
export async function recordInbound(db: Database, m: QueuedMessage, now: Date) {
  await db
    .insert(outbox)
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
    .update(outbox)
    .set({ status: 'failed', lastError: reason })
    .where(and(eq(outbox.userId, userId), eq(outbox.channel, channel), inArray(outbox.status, ['pending', 'held'])));
}

/** A chat's messages both ways, newest last (the dev chat's page). E-mail and Twilio copies are no chat's. */
export async function chatRows(db: Database, userId: string, channel: string, limit = 200): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'chat'), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.reverse();
}

/** An e-mail or a WhatsApp/SMS message sent through Twilio (or, without SMTP or Twilio, only here). */
export type OutboxCopy = {
  kind: 'email' | 'message';
  /** Whose message it is: the person it is about, when they have an account (null otherwise). */
  userId?: string | null;
  recipient: string;
  subject?: string;
  body: string;
  /** A message's channel (whatsapp | sms) is `payload.channel`. */
  payload?: Record<string, unknown>;
  status: 'sent' | 'failed';
};

const channelOf = (copy: OutboxCopy) => (copy.kind === 'email' ? 'email' : String(copy.payload?.channel ?? 'whatsapp'));

/** Records an outgoing e-mail or message: the embedded default channel and the audit trail of real ones. */
export async function recordOutbox(db: Database, copy: OutboxCopy) {
  await db.insert(outbox).values({
    kind: copy.kind,
    userId: copy.userId ?? null,
    channel: channelOf(copy),
    address: copy.recipient,
    subject: copy.subject ?? null,
    text: copy.body,
    payload: copy.payload ?? {},
    status: copy.status,
    sentAt: copy.status === 'sent' ? new Date() : null,
  });
}

/** The e-mails and Twilio messages, newest first: one person's, or everyone's (`'everyone'`, for the admin token only). */
export async function latestOutbox(db: Database, whose: { userId: string } | 'everyone', limit = 100) {
  const copies = ne(outbox.kind, 'chat');
  const rows = await db
    .select()
    .from(outbox)
    .where(whose === 'everyone' ? copies : and(copies, eq(outbox.userId, whose.userId)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: String(r.id),
    userId: r.userId,
    kind: r.kind,
    recipient: r.address,
    subject: r.subject,
    body: r.text,
    payload: r.payload,
    status: r.status,
    createdAt: r.createdAt,
    sentAt: r.sentAt,
  }));
}
