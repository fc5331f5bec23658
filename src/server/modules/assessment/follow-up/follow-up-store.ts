import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { assessmentSessions, followUpAnswers } from '../../../db/schema';
import type { FollowUpAnswer } from '@shared/domain/assessment/scoring';

export type SittingRow = typeof assessmentSessions.$inferSelect;

/**
 * The sitting a follow-up sharpens: the person's latest completed assessment, whose scoring made the
 * profile they see. A retake, once completed, is the new sitting, so its follow-up starts again.
 */
export async function latestSitting(db: Database, userId: string): Promise<SittingRow | null> {
  const [row] = await db
    .select()
    .from(assessmentSessions)
    .where(and(eq(assessmentSessions.userId, userId), eq(assessmentSessions.status, 'completed')))
    .orderBy(desc(assessmentSessions.completedAt))
    .limit(1);
  return row ?? null;
}

/** The sitting's follow-up answers, in the order they were given. */
export async function sittingAnswers(db: Database, sessionId: string): Promise<FollowUpAnswer[]> {
  return db
    .select({ item_id: followUpAnswers.itemId, answer: followUpAnswers.answer })
    .from(followUpAnswers)
    .where(eq(followUpAnswers.sessionId, sessionId))
    .orderBy(asc(followUpAnswers.position));
}

export async function saveAnswer(db: Database, sitting: SittingRow, answer: FollowUpAnswer, position: number) {
  await db.insert(followUpAnswers).values({
    userId: sitting.userId,
    sessionId: sitting.id,
    itemId: answer.item_id,
    answer: answer.answer,
    position,
  });
}

/** Records that the person ended the sitting's follow-up (the first time only). */
export async function markStopped(db: Database, sessionId: string) {
  await db
    .update(assessmentSessions)
    .set({ followUpStoppedAt: sql`now()` })
    .where(and(eq(assessmentSessions.id, sessionId), isNull(assessmentSessions.followUpStoppedAt)));
}
