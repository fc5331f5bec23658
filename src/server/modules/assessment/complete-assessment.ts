import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { assessmentSessions, personalityProfiles, profiles } from '../../db/schema';
import { completionCheck } from '@shared/domain/assessment/response-limits';
import { scoreAssessment } from '@shared/domain/assessment/scoring';
import { toStorableJson } from '@shared/lib/storable-text';
import type { AiEngine } from '@server/modules/ai';
import { listResponses, type AssessmentSessionRow } from './assessment-store';
import { lockProfileOf } from './profile-lock';
import { personalityValuesOf, saveComprehensiveProfile, scoringResponsesOf } from './profile-rows';

export class AssessmentIncompleteError extends Error {
  readonly statusCode = 400;
  readonly code = 'not_enough_responses';
}

/**
 * Turns a session's answers into the person's profile (§7.1 complete_assessment): scores,
 * archetype, confidence and insights; the comprehensive sections; a personality_profiles row with
 * the AI summary (falling back silently to the basic profile); onboarding_completed.
 * Exactly once per session: the write claims the session (active → completed) first, so of
 * parallel completions one writes the profile and the others write nothing and return false.
 */
export async function completeAssessment(
  deps: { db: Database; ai: AiEngine; log: FastifyBaseLogger },
  session: AssessmentSessionRow,
  displayName: string | null,
): Promise<boolean> {
  const { db } = deps;
  const responses = await listResponses(db, session.id);
  const problem = completionCheck(responses.length);
  if (problem) throw new AssessmentIncompleteError(problem);

  const result = scoreAssessment(scoringResponsesOf(responses));
  const summary = await summarize(deps, result, displayName);

  return db.transaction(async (tx) => {
    if (!(await lockProfileOf(tx, session.userId))) return false;
    // NOTE: on PostgreSQL a parallel claim waits for the winner's commit (at the lock), then finds no active row.
    const [claimed] = await tx
      .update(assessmentSessions)
      .set({ status: 'completed', completedAt: sql`now()` })
      .where(and(eq(assessmentSessions.id, session.id), eq(assessmentSessions.status, 'active')))
      .returning({ id: assessmentSessions.id });
    if (!claimed) return false;
    await saveComprehensiveProfile(tx, session.userId, result);
    await tx.insert(personalityProfiles).values({ userId: session.userId, ...personalityValuesOf(result), summary });
    await tx
      .update(profiles)
      .set({ onboardingCompleted: true, updatedAt: sql`now()` })
      .where(eq(profiles.userId, session.userId));
    return true;
  });
}

/**
 * The AI summary, made storable (a model may write NUL or a lone surrogate), or null: a failed
 * summary falls back silently to the basic profile (§8.3).
 */
async function summarize(
  deps: { ai: AiEngine; log: FastifyBaseLogger },
  result: ReturnType<typeof scoreAssessment>,
  displayName: string | null,
) {
  try {
    return toStorableJson(
      await deps.ai.summarizeProfile({
        hexaco: result.scores,
        archetype: result.archetype,
        insights: result.insights,
        ...(displayName ? { display_name: displayName } : {}),
      }),
    );
  } catch (err) {
    deps.log.warn({ err }, 'personality summary failed; using the basic profile');
    return null;
  }
}
