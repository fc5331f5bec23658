import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './auth';

/**
 * The moderation console's audit log (issue 42 item 3, ADR 055): who did what, when and why, one row per
 * resolved queue item. The unique item key is what makes parallel actions on one item resolve it once.
 * NOTE: append-only: the moderation module only inserts and reads, and a trigger (migration) refuses UPDATE.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: id(),
    /** report:<id> | flag:<decision id> | appeal:<id> | hold:<id> (moderation/queue-items.ts), or waitlist:<user>:<action>. */
    itemKey: text('item_key').notNull(),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The moderator's or admin's verified e-mail, or "cli". */
    actorEmail: text('actor_email').notNull(),
    /** dismiss | warn | suspend | ban, or approve | decline (the waitlist) */
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    /** Suspensions only: for how many days. */
    days: integer('days'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('moderation_actions_item_key').on(t.itemKey),
    index('moderation_actions_subject_idx').on(t.subjectUserId),
    index('moderation_actions_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A member's standing after a moderator acted: warned, suspended until a time, or banned. `appeal` is "open" while
 * Maya waits for the one appeal a warned or suspended member may send in reply, "made" once it came.
 */
export const memberSanctions = pgTable('member_sanctions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** warned | suspended | banned */
  state: text('state').notNull(),
  suspendedUntil: at('suspended_until'),
  /** open | made | null */
  appeal: text('appeal'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A member's appeal, their one reply to Maya after a warning or suspension: an item of the queue. */
export const moderationAppeals = pgTable('moderation_appeals', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * Banned sign-in addresses, as SHA-256 digests of the verified, lower-cased e-mail: a new account with it is refused.
 * NOTE: deliberately outside the personal-data registry and kept when the banned account is erased (ADR 055): a
 * one-way digest, only ever compared, so that deleting the account does not lift the ban.
 */
export const bannedAddresses = pgTable('banned_addresses', {
  digest: text('digest').primaryKey(),
  bannedAt: createdAt(),
});
