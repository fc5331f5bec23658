import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { users } from './auth';

/**
 * The one durable outbox (ADR 059): everything Maya sends or would send.
 * - `chat` rows are the messaging app's (ADR 041): queued, then delivered by the dispatcher; a chat's
 *   rows go out in id order, one a second at most. `in` rows are the dev chat's copy of what the person sent.
 * - `email` and `message` rows are the e-mails and Twilio WhatsApp/SMS copies: written once, already
 *   sent (or failed); with no SMTP or Twilio they are the delivery itself (/dev/outbox shows them).
 * NOTE: addresses are personal data (e-mails, numbers, chat ids): never logged.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Whose message this is (null only for an e-mail or message to no one signed up, e.g. an approval by e-mail). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** chat | email | message */
    kind: text('kind').notNull().default('chat'),
    /** chat: telegram | whatsapp | dev; email: email; message: whatsapp | sms (through Twilio). */
    channel: text('channel').notNull(),
    /** The chat's address, the e-mail address or the phone number. */
    address: text('address').notNull(),
    /** The person's message this answers (or any other idempotency key): queued once. */
    dedupeKey: text('dedupe_key'),
    /** in | out: `in` rows are the dev chat's copy of what the person sent (never delivered). */
    direction: text('direction').notNull().default('out'),
    /** An e-mail's subject. */
    subject: text('subject'),
    text: text('text').notNull(),
    buttons: jsonb('buttons').$type<{ label: string; data: string }[][]>(),
    document: jsonb('document').$type<{ filename: string; mimeType: string; content: string }>(),
    /** What an e-mail or message copy was for and the provider's answer (purpose, provider, sid, messageId). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending | held | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key').on(t.userId, t.dedupeKey),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    // The dispatcher's two questions about a chat: an earlier message still pending? one sent in the last second?
    index('outbox_chat_idx').on(t.channel, t.address, t.id),
    index('outbox_chat_sent_idx').on(t.channel, t.address, t.sentAt),
    index('outbox_user_id_idx').on(t.userId, t.id),
    // Retention (outbox-retention.ts) finds old rows by age; /dev/outbox lists the newest first.
    index('outbox_created_at_idx').on(t.createdAt),
    // The opt-in's limit counts the last hour's copies to a number.
    index('outbox_address_created_at_idx').on(t.address, t.createdAt),
  ],
);

export type OutboxKind = 'chat' | 'email' | 'message';
