import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comprehensivePersonalityProfiles, personalityProfiles } from '../../db/schema';
import { buildBasicProfile } from '@shared/domain/assessment/basic-profile';
import { normalizeHexaco } from '@shared/domain/assessment/hexaco';
import { storedTraitEvidence } from '@shared/domain/assessment/stored-trait-evidence';
import type { ProfileView } from '@shared/schemas/assessment';

const SUMMARY_FIELDS = ['personality_summary', 'love_style', 'communication_style', 'compatibility_focus'] as const;

/** The person's latest profile as the screens show it (§3 display fields), or null. */
export async function loadProfileView(db: Database, userId: string): Promise<ProfileView | null> {
  const [latest] = await db
    .select()
    .from(personalityProfiles)
    .where(eq(personalityProfiles.userId, userId))
    .orderBy(desc(personalityProfiles.createdAt))
    .limit(1);
  if (!latest) return null;
  const [comprehensive] = await db
    .select({
      digitalTwin: comprehensivePersonalityProfiles.digitalTwinProfile,
      reliability: comprehensivePersonalityProfiles.reliabilityScores,
    })
    .from(comprehensivePersonalityProfiles)
    .where(eq(comprehensivePersonalityProfiles.userId, userId))
    .limit(1);
  const basic = buildBasicProfile({
    scores: normalizeHexaco(latest.hexacoScores),
    confidence: latest.confidence,
    archetype: latest.archetype,
    insights: latest.insights,
  });
  const summary = latest.summary ?? {};
  const fromAi = Object.fromEntries(
    SUMMARY_FIELDS.filter((k) => typeof summary[k] === 'string' && summary[k]).map((k) => [k, summary[k] as string]),
  );
  const lifestyle = comprehensive?.digitalTwin?.lifestyle_insights;
  return {
    ...basic,
    ...fromAi,
    trait_evidence: storedTraitEvidence(comprehensive?.reliability?.trait_evidence),
    lifestyle_insights: Array.isArray(lifestyle) ? lifestyle.filter((x): x is string => typeof x === 'string') : [],
    created_at: latest.createdAt.toISOString(),
  };
}
