import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { personalityProfiles } from '../../../db/schema';
import { scoreAssessment, type FollowUpAnswer } from '@shared/domain/assessment/scoring';
import type { AssessmentResponse } from '@shared/domain/assessment/trait-evidence';
import { personalityValuesOf, saveComprehensiveProfile } from '../profile-rows';

/**
 * Scores the sitting again with every follow-up answer (scoring version 6) and puts the result in the
 * person's profile: the latest personality_profiles row (the sitting's; no new row, so the history
 * keeps one profile per sitting) and the comprehensive sections, trait_evidence included. The trait
 * sentences and certainty the screens show follow from the stored scores and evidence.
 * The AI summary stays while the archetype does; when the archetype changes its text (written for
 * the old one) is dropped, and the screens fall back to the basic profile made from the new scores.
 * NOTE: call inside the transaction that holds the person's profile lock (profile-lock.ts).
 */
export async function rescoreProfile(
  tx: Database,
  userId: string,
  sitting: { responses: readonly AssessmentResponse[]; answers: readonly FollowUpAnswer[] },
) {
  const result = scoreAssessment(sitting.responses, undefined, sitting.answers);
  const [latest] = await tx
    .select({ id: personalityProfiles.id, archetype: personalityProfiles.archetype })
    .from(personalityProfiles)
    .where(eq(personalityProfiles.userId, userId))
    .orderBy(desc(personalityProfiles.createdAt))
    .limit(1);
  if (latest) {
    const keepSummary = latest.archetype === result.archetype;
    await tx
      .update(personalityProfiles)
      .set({ ...personalityValuesOf(result), ...(keepSummary ? {} : { summary: null }) })
      .where(eq(personalityProfiles.id, latest.id));
  } else {
    await tx.insert(personalityProfiles).values({ userId: userId, ...personalityValuesOf(result) });
  }
  await saveComprehensiveProfile(tx, userId, result);
}
