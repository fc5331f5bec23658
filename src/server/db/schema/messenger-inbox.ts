import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InboundEvent } from '@shared/domain/messenger/inbound-event';
import { at } from './columns';

/**
 * The messaging app's stored inbox (docs/decisions/042-stored-inbox.md): every provider update as
 * its webhook stored it, before the webhook answered. One row per (channel, update id): a retried or
 * duplicated webhook stores nothing new. A chat's updates are worked one at a time in id order.
 * NOTE: `event` and `address` hold what the person wrote and their number or chat id: both are
 * erased once the row is worked (done or failed; the dev chat keeps its address, the person's own
 * id, for its page), and worked rows are pruned after 7 days.
 */
export const messengerInbox = pgTable(
  'messenger_inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    /** Telegram's update_id, Twilio's MessageSid, `<user id>:<client id>` on the dev chat. */
    updateId: text('update_id').notNull(),
    /** The chat (as in messenger_links): its updates never run two at once. Blank once worked, but on the dev chat. */
    address: text('address').notNull(),
    event: jsonb('event').$type<InboundEvent>(),
    /** pending | done | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending row may be claimed: now, after a failure's backoff, or when a claim's lease ends. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** A tapped button's answer was given (Telegram's answerCallbackQuery), once. */
    answeredAt: at('answered_at'),
    /** That answer's text, kept only where nothing carried it out (the dev chat's page reads it). */
    answer: text('answer'),
    receivedAt: at('received_at').notNull().defaultNow(),
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('messenger_inbox_update_key').on(t.channel, t.updateId),
    // The claim reads pending rows oldest first and stops at its limit: never the week of worked rows.
    index('messenger_inbox_pending_idx')
      .on(t.id)
      .where(sql`status = 'pending'`),
    // The claim's question about a chat: an earlier update still pending?
    index('messenger_inbox_chat_idx')
      .on(t.channel, t.address, t.id)
      .where(sql`status = 'pending'`),
    index('messenger_inbox_received_at_idx').on(t.receivedAt),
  ],
);
