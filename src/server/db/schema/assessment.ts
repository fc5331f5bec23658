import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './auth';

export const assessmentSessions = pgTable(
  'assessment_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** active | completed | abandoned */
    status: text('status').notNull().default('active'),
    deviceTier: text('device_tier').notNull().default('high'),
    startedAt: createdAt(),
    completedAt: at('completed_at'),
    /** When the person ended the follow-up of this sitting themselves ("Sharpen your profile", issue 33). */
    followUpStoppedAt: at('follow_up_stopped_at'),
  },
  (t) => [
    index('assessment_sessions_user_id_idx').on(t.userId),
    // At most one active session per person, however many parallel starts arrive.
    uniqueIndex('assessment_sessions_one_active_key')
      .on(t.userId)
      .where(sql`status = 'active'`),
  ],
);

/** One answer per scene per session: the unique key makes retries and double clicks record once. */
export const sceneResponses = pgTable(
  'scene_responses',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
    sceneId: text('scene_id').notNull(),
    optionSelected: text('option_selected').notNull(),
    reactionTimeMs: integer('reaction_time_ms').notNull(),
    traitWeights: jsonb('trait_weights').$type<Record<string, number>>().notNull().default({}),
    behavioralData: jsonb('behavioral_data').$type<unknown[]>().notNull().default([]),
    microResponse: jsonb('micro_response').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('scene_responses_session_scene_key').on(t.sessionId, t.sceneId)],
);
