import { index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './auth';

export const simulationResults = pgTable('simulation_results', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  matchName: text('match_name').notNull(),
  decision: text('decision').notNull().default('MAYBE'),
  reasoning: text('reasoning').notNull().default(''),
  compatibilityScore: real('compatibility_score').notNull(),
  conversationSummary: text('conversation_summary').notNull().default(''),
  messageCount: integer('message_count').notNull().default(0),
  simulationDuration: integer('simulation_duration').notNull().default(0),
  simulationData: jsonb('simulation_data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('simulation_results_user_id_created_at_idx').on(t.userId, t.createdAt.desc())]);

/** One running simulation per person, across every app instance; a stale row (crash) expires. */
export const simulationLocks = pgTable('simulation_locks', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  startedAt: createdAt(),
  /** Refreshed while the run is alive; a lock whose heartbeat stopped is stale. */
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});
