import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './auth';
import { messengerRelays } from './messenger-relays';
import { datePlans } from './dates';

/**
 * A member paused from the pool and the relay until a moderator looks (issue 42 item 1, ADR 056): flagged
 * repeatedly, reported by two different people, or sending the same opening to many introductions.
 * reason: repeated_flags | two_reporters | same_opening; `detail` holds counts and rules, never a message's text.
 * status: open | lifted. One open hold per member and reason (a second pass of the rules makes none).
 */
export const safetyHolds = pgTable(
  'safety_holds',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    liftedAt: at('lifted_at'),
    /** Who lifted it (a moderator's e-mail or the CLI), and why. */
    liftedBy: text('lifted_by'),
    liftReason: text('lift_reason'),
  },
  (t) => [
    uniqueIndex('safety_holds_open_key')
      .on(t.userId, t.reason)
      .where(sql`status = 'open'`),
    index('safety_holds_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The first message each member relayed in each introduction, as a hash of its normalised words (never the
 * text): the same opening sent to many new introductions is a pattern (ADR 056).
 */
export const relayOpenings = pgTable(
  'relay_openings',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => messengerRelays.pairId, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textHash: text('text_hash').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.senderUserId] }), index('relay_openings_sender_idx').on(t.senderUserId, t.textHash)],
);

/**
 * "Share my plan with a friend" (issue 42 item 4): an unguessable link to the date's time, the kind of place and
 * the match's first name, for the person who shared it; it stops working when `expires_at` passes (after the date).
 */
export const dateShares = pgTable(
  'date_shares',
  {
    token: text('token').primaryKey(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => datePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('date_shares_plan_user_key').on(t.planId, t.userId)],
);

/**
 * The date-day check (issue 42 item 4): an hour after the start "All good? Reply OK"; an hour later, if no
 * answer, once more with HELP. One row per date and person: each step is claimed by a conditional update.
 */
export const dateDayChecks = pgTable(
  'date_day_checks',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => datePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    askedAt: at('asked_at').notNull(),
    askedAgainAt: at('asked_again_at'),
    answeredAt: at('answered_at'),
    /** ok | help: what the person answered. */
    answer: text('answer'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId] })],
);
