import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { assessmentSessions, sceneResponses } from '../../db/schema';
import type { DeviceTier } from '@shared/domain/assessment/response-limits';

export type AssessmentSessionRow = typeof assessmentSessions.$inferSelect;

export async function findActiveSession(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(assessmentSessions)
    .where(and(eq(assessmentSessions.userId, userId), eq(assessmentSessions.status, 'active')))
    .orderBy(desc(assessmentSessions.startedAt))
    .limit(1);
  return row ?? null;
}

/** The person's own session by id (never another person's), or null. */
export async function findOwnSession(db: Database, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(assessmentSessions)
    .where(and(eq(assessmentSessions.id, sessionId), eq(assessmentSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Resumes the active session, or starts one; `restart` abandons the active one first. Race-safe:
 * the partial unique index allows one active session per person, so parallel starts all insert
 * "if none", and everyone then reads the one that won.
 */
export async function startSession(db: Database, userId: string, deviceTier: DeviceTier, restart: boolean): Promise<AssessmentSessionRow> {
  const insertOrFindActive = async (executor: Db) => {
    const [created] = await executor
      .insert(assessmentSessions)
      .values({ userId, deviceTier })
      .onConflictDoNothing({ target: assessmentSessions.userId, where: sql`status = 'active'` })
      .returning();
    return created ?? findActiveSession(executor, userId);
  };
  // Null only when the active session was completed between the insert and the read: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const session = restart
      ? await db.transaction(async (tx) => {
          await tx
            .update(assessmentSessions)
            .set({ status: 'abandoned' })
            .where(and(eq(assessmentSessions.userId, userId), eq(assessmentSessions.status, 'active')));
          return insertOrFindActive(tx);
        })
      : await insertOrFindActive(db);
    if (session) return session;
  }
  throw new Error('could not start an assessment session');
}

export async function answeredSceneIds(db: Database, sessionId: string): Promise<string[]> {
  const rows = await db
    .select({ sceneId: sceneResponses.sceneId })
    .from(sceneResponses)
    .where(eq(sceneResponses.sessionId, sessionId))
    .orderBy(asc(sceneResponses.createdAt));
  return rows.map((r) => r.sceneId);
}

export async function listResponses(db: Database, sessionId: string) {
  return db.select().from(sceneResponses).where(eq(sceneResponses.sessionId, sessionId)).orderBy(asc(sceneResponses.createdAt));
}

/** Records one answer; a second answer to the same scene (retry, double click) is ignored. */
export async function recordResponse(db: Database, row: typeof sceneResponses.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(sceneResponses)
    .values(row)
    .onConflictDoNothing({ target: [sceneResponses.sessionId, sceneResponses.sceneId] })
    .returning({ id: sceneResponses.id });
  return inserted.length === 1;
}
