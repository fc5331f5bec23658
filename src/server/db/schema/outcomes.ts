import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './auth';
import { agentPairs } from './agents';
import { datePlans } from './dates';

/**
 * What people did with an introduction (issue 41 item 1, ADR 051): the training data of the learned
 * ranker. One row per person (`user_id`, who decided or answered), pair and kind, and per date for a
 * date's kinds (`plan_id`; null otherwise): saved once, so a repeated tap changes nothing.
 *   approve | pass     the person's decision on the proposal (pass: `answer` = the optional reason)
 *   talked             relayed messages: `value` the person sent, `received` they received (counts only)
 *   date_planned       a date agreed (`plan_id`)
 *   met | rating | again  the morning-after check-in: `answer` yes/no, `value` 1-5, `answer` yes/maybe/no
 * NOTE: a row is its person's alone: never shown to the other member of the pair.
 */
export const outcomes = pgTable(
  'outcomes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => agentPairs.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => datePlans.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    answer: text('answer'),
    value: integer('value'),
    received: integer('received'),
    /** web (/done) | chat (the messaging app) */
    source: text('source').notNull(),
    /** When it happened (the first time, for counts). */
    at: at('at').notNull(),
    /** When it last changed (a count grew, a pass got its reason): what `outcomesSince` reads. */
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15+): a pair's kinds without a date are unique too.
    unique('outcomes_once_key').on(t.userId, t.pairId, t.kind, t.planId).nullsNotDistinct(),
    index('outcomes_updated_at_idx').on(t.updatedAt, t.id),
    index('outcomes_pair_id_idx').on(t.pairId),
    index('outcomes_plan_id_idx').on(t.planId),
  ],
);

/**
 * The morning-after check-in of one person for one date (issue 41 item 1): made when it is due (10:00
 * the day after, on their clock) and asked in their chat if they have one; /done shows it either way.
 * Its answers are outcomes rows (met, rating, again) of this plan.
 */
export const dateCheckIns = pgTable(
  'date_check_ins',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => datePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: at('due_at').notNull(),
    /** When "Did you meet?" was queued for their chat (null: no chat connected then). */
    askedAt: at('asked_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('date_check_ins_plan_user_key').on(t.planId, t.userId), index('date_check_ins_user_id_idx').on(t.userId, t.dueAt)],
);
