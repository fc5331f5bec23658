import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentSessions, sceneResponses } from '../../db/schema';
import type { DeviceTier } from '../../../shared/domain/assessment/scoring';

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

/** Resumes the active session, or starts one; `restart` abandons the active one first. */
export async function startSession(db: Database, userId: string, deviceTier: DeviceTier, restart: boolean) {
  const active = await findActiveSession(db, userId);
  if (active && !restart) return active;
  if (active) await db.update(assessmentSessions).set({ status: 'abandoned' }).where(eq(assessmentSessions.id, active.id));
  const [created] = await db.insert(assessmentSessions).values({ userId, deviceTier }).returning();
  return created!;
}

export async function answeredSceneIds(db: Database, sessionId: string): Promise<string[]> {
  const rows = await db.select({ sceneId: sceneResponses.sceneId }).from(sceneResponses).where(eq(sceneResponses.sessionId, sessionId)).orderBy(asc(sceneResponses.createdAt));
  return rows.map((r) => r.sceneId);
}

export async function listResponses(db: Database, sessionId: string) {
  return db.select().from(sceneResponses).where(eq(sceneResponses.sessionId, sessionId)).orderBy(asc(sceneResponses.createdAt));
}

/** Records one answer; a second answer to the same scene (retry, double click) is ignored. */
export async function recordResponse(db: Database, row: typeof sceneResponses.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(sceneResponses).values(row).onConflictDoNothing({ target: [sceneResponses.sessionId, sceneResponses.sceneId] }).returning({ id: sceneResponses.id });
  return inserted.length === 1;
}
