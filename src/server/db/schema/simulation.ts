import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MatchProfile } from '@shared/schemas/simulation';
import { at, createdAt, id } from './columns';
import { users } from './auth';

export const simulationResults = pgTable(
  'simulation_results',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchName: text('match_name').notNull(),
    /** The kept match this week was with (null for rows from before matches were kept). */
    matchId: uuid('match_id').references((): AnyPgColumn => matches.id, { onDelete: 'set null' }),
    decision: text('decision').notNull().default('MAYBE'),
    reasoning: text('reasoning').notNull().default(''),
    compatibilityScore: real('compatibility_score').notNull(),
    conversationSummary: text('conversation_summary').notNull().default(''),
    messageCount: integer('message_count').notNull().default(0),
    simulationDuration: integer('simulation_duration').notNull().default(0),
    simulationData: jsonb('simulation_data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('simulation_results_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);

/** One running simulation per person, across every app instance; a stale row (crash) expires. */
export const simulationLocks = pgTable('simulation_locks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  startedAt: createdAt(),
  /** Refreshed while the run is alive; a lock whose heartbeat stopped is stale. */
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});

/**
 * The person's match (§2.9): kept until they ask for another. One current match per person
 * (superseded_at null), enforced by a unique partial index.
 */
export const matches = pgTable(
  'matches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The card and persona (shared MatchProfile). */
    profile: jsonb('profile').$type<MatchProfile>().notNull(),
    seed: integer('seed').notNull(),
    createdAt: createdAt(),
    supersededAt: at('superseded_at'),
  },
  (t) => [
    uniqueIndex('matches_one_current_key')
      .on(t.userId)
      .where(sql`superseded_at IS NULL`),
    index('matches_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type RunEventRecord = { id: number; event: 'start' | 'message' | 'final' | 'error'; data: unknown };

/**
 * One simulated week, run on the server detached from any request (ADR 016). At most one running
 * run per person (unique partial index); a finished run keeps its events for an instant replay.
 */
export const simulationRuns = pgTable(
  'simulation_runs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set once the run has its match (the row is written with the lock, before the match is looked up). */
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    /** running | done | failed */
    status: text('status').notNull().default('running'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    resultId: uuid('result_id').references(() => simulationResults.id, { onDelete: 'set null' }),
    /** Every event of a finished run, in order (null while it runs: the stream has them). */
    events: jsonb('events').$type<RunEventRecord[]>(),
  },
  (t) => [
    uniqueIndex('simulation_runs_one_running_key')
      .on(t.userId)
      .where(sql`status = 'running'`),
    index('simulation_runs_user_id_started_at_idx').on(t.userId, t.startedAt.desc()),
  ],
);
