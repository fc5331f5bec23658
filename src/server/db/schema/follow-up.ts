import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at } from './columns';
import { users } from './auth';
import { assessmentSessions } from './assessment';

/**
 * The follow-up's answers ("Sharpen your profile", issue 33): one statement of the item bank per row,
 * tied to the assessment sitting it sharpens, so a retake starts again. The two unique keys make a
 * statement answered once per sitting and each position held by one answer, whatever races.
 */
export const followUpAnswers = pgTable(
  'follow_up_answers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    /** 1 'Not me at all' … 5 'Very much me' (FOLLOW_UP_CHOICES). */
    answer: integer('answer').notNull(),
    /** 1 for the first statement asked in the sitting, 2 for the next… */
    position: integer('position').notNull(),
    answeredAt: at('answered_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follow_up_answers_session_item_key').on(t.sessionId, t.itemId),
    uniqueIndex('follow_up_answers_session_position_key').on(t.sessionId, t.position),
    index('follow_up_answers_user_id_idx').on(t.userId),
    check('follow_up_answers_answer_check', sql`${t.answer} between 1 and 5`),
    check('follow_up_answers_position_check', sql`${t.position} >= 1`),
  ],
);
