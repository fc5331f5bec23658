import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comprehensivePersonalityProfiles, type sceneResponses } from '../../db/schema';
import { buildComprehensiveProfile } from '@shared/domain/assessment/profile-sections';
import type { AssessmentResult } from '@shared/domain/assessment/scoring';
import type { AssessmentResponse } from '@shared/domain/assessment/trait-evidence';

/**
 * The stored form of a scoring result, one way for the assessment's completion and the follow-up's
 * re-scoring (issue 33): what scoring reads of a stored response, the personality_profiles values,
 * and the comprehensive profile's sections.
 */

/** Stored scene responses as scoring reads them. */
export const scoringResponsesOf = (rows: readonly (typeof sceneResponses.$inferSelect)[]): AssessmentResponse[] =>
  rows.map((r) => ({
    scene_id: r.sceneId,
    option_selected: r.optionSelected,
    reaction_time_ms: r.reactionTimeMs,
    behavioral_data: r.behavioralData,
    micro_response: r.microResponse,
  }));

/** The personality_profiles columns a result fills (the AI summary is the caller's). */
export const personalityValuesOf = (result: AssessmentResult) => ({
  hexacoScores: result.scores,
  archetype: result.archetype,
  confidence: result.confidence,
  insights: result.insights,
});

/** Writes the person's one comprehensive profile (spec §3) from a result, replacing the one before. */
export async function saveComprehensiveProfile(db: Database, userId: string, result: AssessmentResult) {
  const sections = buildComprehensiveProfile(result);
  const values = {
    corePersonalityMatrix: sections.core_personality_matrix,
    behavioralDna: sections.behavioral_dna,
    communicationSignature: sections.communication_signature,
    psychologicalDrivers: sections.psychological_drivers,
    cognitiveProcessing: sections.cognitive_processing,
    microBehavioralSignatures: sections.micro_behavioral_signatures,
    relationshipPatterns: sections.relationship_patterns,
    digitalTwinProfile: sections.digital_twin_profile,
    idealMatchProfile: sections.ideal_match_profile,
    reliabilityScores: sections.reliability_scores,
  } as const;
  await db
    .insert(comprehensivePersonalityProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: comprehensivePersonalityProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
}
