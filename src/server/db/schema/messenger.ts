import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { users } from './auth';

/**
 * Maya in the messaging app (issue 32, docs/messenger.md). A person's chat on each channel:
 * Telegram's chat id, a WhatsApp number (E.164) or, on the embedded `dev` channel, their user id.
 * NOTE: addresses are personal data (numbers, chat ids): never logged.
 */
export const messengerLinks = pgTable(
  'messenger_links',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** telegram | whatsapp | dev */
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    /** connected | disconnected */
    status: text('status').notNull().default('connected'),
    /** Where Maya writes: at most one connected link per person. */
    preferred: boolean('preferred').notNull().default(false),
    connectedAt: at('connected_at').notNull().defaultNow(),
    disconnectedAt: at('disconnected_at'),
    /** The person's last message here: WhatsApp lets Maya write freely for 24 hours after it. */
    lastInboundAt: at('last_inbound_at'),
    /** IANA zone for dates and reminders: the person's choice ("time zone Lisbon"), else the browser's at sign-in, else UTC. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** When the person chose `time_zone` in the chat: a chosen zone outlives a reconnect; the browser's does not. */
    timeZoneChosenAt: at('time_zone_chosen_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    // One connected owner per chat: a chat bound to a second person would leak the first's messages.
    uniqueIndex('messenger_links_connected_address_key')
      .on(t.channel, t.address)
      .where(sql`status = 'connected'`),
    uniqueIndex('messenger_links_preferred_key')
      .on(t.userId)
      .where(sql`preferred and status = 'connected'`),
  ],
);

/** One-time deep-link tokens (`/start <token>`), stored hashed, good for 24 hours. */
export const messengerLinkTokens = pgTable(
  'messenger_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('messenger_link_tokens_user_id_idx').on(t.userId)],
);
