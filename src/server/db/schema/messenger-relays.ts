import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A relayed message the safety screen held (issue 42 item 1): one per sender and relay, until the sender
 * taps Edit (then `editing`: their next message replaces it), Cancel, or Send anyway.
 * NOTE: the only place a relayed message's text is kept, and only while it waits; resolving it deletes the row.
 */
export const relayHeldMessages = pgTable(
  'relay_held_messages',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => messengerRelays.pairId, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    rule: text('rule').notNull(),
    editing: boolean('editing').notNull().default(false),
    heldAt: at('held_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.senderUserId] })],
);

/**
 * Every screen decision on a relayed message and what the sender did with a held one, without the text
 * (issue 42 item 1): what a console and /metrics count. action: pass | block | hold | send_anyway | edit | cancel.
 */
export const relayScreenDecisions = pgTable(
  'relay_screen_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => messengerRelays.pairId, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The most serious kind found, or "none". */
    kind: text('kind').notNull(),
    rule: text('rule').notNull(),
    action: text('action').notNull(),
    /**
     * What the model's label did (ADR 065): agreed | added | overruled, or why there was none: timeout | breaker |
     * failed. Null when no model was asked (none configured, the rules already blocked, or a held message's action).
     */
    model: text('model'),
    decidedAt: at('decided_at').notNull().defaultNow(),
  },
  (t) => [index('relay_screen_decisions_decided_at_idx').on(t.decidedAt), index('relay_screen_decisions_sender_idx').on(t.senderUserId)],
);
