import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { users } from './auth';

/** E-mail addresses granted access (stored lower-cased). */
export const inviteAllowlist = pgTable('invite_allowlist', {
  email: text('email').primaryKey(),
  invitedBy: text('invited_by'),
  createdAt: createdAt(),
});

export const waitlist = pgTable(
  'waitlist',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
    approvedAt: at('approved_at'),
    /** A moderation console admin declined the request (ADR 055): off the console's waitlist, still not invited. */
    declinedAt: at('declined_at'),
  },
  (t) => [index('waitlist_created_at_idx').on(t.createdAt)],
);

export const automationSessions = pgTable(
  'automation_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** active | paused */
    status: text('status').notNull().default('active'),
    channel: text('channel'),
    /** "pause for a week" in the messaging app: the automation turns itself back on at this time. */
    resumeAt: at('resume_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('automation_sessions_user_id_key').on(t.userId)],
);

/** The per-person start token embedded in chat links, so the messaging side can recognise them. */
export const handoffTokens = pgTable(
  'handoff_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('handoff_tokens_token_hash_key').on(t.tokenHash)],
);

/** The person's messaging-app number and its verification. NOTE: phone numbers are never logged. */
export const messagingConnections = pgTable(
  'messaging_connections',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** verification_sent | connected */
    status: text('status').notNull().default('verification_sent'),
    sentAt: at('sent_at').notNull().defaultNow(),
    firstCheckAt: at('first_check_at'),
    connectedAt: at('connected_at'),
  },
  (t) => [
    index('messaging_connections_phone_idx').on(t.phone),
    // A number is verified for one person only.
    uniqueIndex('messaging_connections_connected_phone_key')
      .on(t.phone)
      .where(sql`status = 'connected'`),
  ],
);
