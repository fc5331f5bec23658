import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personalityProfiles, profiles } from '../../db/schema';
import { personaFromProfile } from '@shared/domain/matching/persona-mapping';
import { normalizeHexaco } from '@shared/domain/assessment/hexaco';
import type { Persona } from '@shared/domain/matching/persona';

export const NO_PROFILE_MESSAGE = 'Could not load your personality profile. Please complete the assessment first.';

/** The person's persona (§5 mapping) from their latest personality profile, or null without one. */
export async function loadUserPersona(db: Database, userId: string): Promise<Persona | null> {
  const [latest] = await db
    .select()
    .from(personalityProfiles)
    .where(eq(personalityProfiles.userId, userId))
    .orderBy(desc(personalityProfiles.createdAt))
    .limit(1);
  if (!latest) return null;
  const [profile] = await db.select({ displayName: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return personaFromProfile({
    displayName: profile?.displayName?.split(/\s+/)[0] ?? undefined,
    hexaco: normalizeHexaco(latest.hexacoScores),
    insights: latest.insights,
  });
}
