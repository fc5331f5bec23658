import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, updatedAt } from './columns';
import { users } from './auth';
import { agentPairs } from './agents';

/**
 * The learned ranker's stored state (ADR 054; the model is ADR 047): the network's part in one row,
 * each member's part in a row of their own, and what the pass read of each side of a screened pair
 * (the outcome is learned from the features it was ranked on). Never held in one process: the daily
 * pass reads the member's row, their candidates' and the network's; the refit job writes them under a
 * lock on the network row.
 */

/**
 * The network's weights (one row, id 'ranker'): `state` = {config, outcomes, global} of RankerState.
 * `version` grows with every write; `learned_until` is the latest outcome time the incremental update read.
 * NOTE: no person in it: weights over features, summed over everyone's outcomes.
 */
export const rankerNetwork = pgTable('ranker_network', {
  id: text('id').primaryKey(),
  version: integer('version').notNull().default(0),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  learnedUntil: at('learned_until'),
  refittedAt: at('refitted_at'),
  updatedAt: updatedAt(),
});

/** One member's learned parameters (MemberParams: their taste, selectivity, popularity, factors): personal data. */
export const rankerMembers = pgTable('ranker_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One side of a screened pair as the pass ranked it: the member's own traits as the ranker reads them
 * (age, wish, interests, trait standings), their side of today's score, and the pair's numbers
 * (reciprocal score, compatibility, km, shared interests). A row is its member's own: the other side's
 * traits are in the other member's row.
 */
export const rankerPairSides = pgTable(
  'ranker_pair_sides',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => agentPairs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownScore: doublePrecision('own_score').notNull(),
    traits: jsonb('traits').$type<Record<string, unknown>>().notNull(),
    pair: jsonb('pair').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.userId] }), index('ranker_pair_sides_user_id_idx').on(t.userId)],
);
