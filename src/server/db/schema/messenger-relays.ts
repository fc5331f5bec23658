import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './auth';
import { agentPairs } from './agents';

/**
 * An introduction's relay in the messaging app (issue 32 item 5, docs/messenger.md): one row per
 * introduced agent pair. Each side's `*_focus_at` orders the person's open relays (the latest is the
 * one their free text goes to), and `*_with_maya` is true while that person talks to Maya instead.
 * NOTE: no message text is kept here; relayed messages are outbox rows of their recipient.
 */
export const messengerRelays = pgTable(
  'messenger_relays',
  {
    pairId: uuid('pair_id')
      .primaryKey()
      .references(() => agentPairs.id, { onDelete: 'cascade' }),
    lowUserId: uuid('low_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highUserId: uuid('high_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** open | ended */
    status: text('status').notNull().default('open'),
    /** ended | blocked | reported: why it ended (never shown to the other side). */
    endedReason: text('ended_reason'),
    openedAt: at('opened_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    lowFocusAt: at('low_focus_at').notNull().defaultNow(),
    highFocusAt: at('high_focus_at').notNull().defaultNow(),
    lowWithMaya: boolean('low_with_maya').notNull().default(false),
    highWithMaya: boolean('high_with_maya').notNull().default(false),
  },
  (t) => [index('messenger_relays_low_user_id_idx').on(t.lowUserId), index('messenger_relays_high_user_id_idx').on(t.highUserId)],
);
