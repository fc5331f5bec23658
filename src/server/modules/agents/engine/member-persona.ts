import { eq, inArray } from 'drizzle-orm';
import { publicPersona } from '@shared/domain/matching/private-topics';
import type { Persona } from '@shared/domain/matching/persona';
import { firstNameOf } from '@shared/lib/first-name';
import { personaFromProfile } from '@shared/domain/matching/persona-mapping';
import type { Database } from '../../../db/client';
import { profiles } from '../../../db/schema';
import type { PoolMember } from './pool-member';

/**
 * The first word of the display name ("Ana Maria Souza" → "Ana"). NOTE: it goes into another member's week, so only
 * a word shaped like a name crosses: letters, an apostrophe or a hyphen, at most 24 (never an e-mail, a number or words).
 */
export function firstName(displayName: string | null | undefined): string | undefined {
  const first = firstNameOf(displayName);
  return first && /^\p{L}[\p{L}\p{M}'’-]{0,23}$/u.test(first) ? first : undefined;
}

/**
 * The member's persona for the agents' week (spec §5 mapping, as the person's own preview week):
 * their first name, age band, HEXACO profile and insights, and the topics Maya learned of them.
 * NOTE: built from named fields only, never from the profile row as a whole: the e-mail, phone
 * and full name must never reach another member's agent or the model.
 */
export async function loadMemberPersona(db: Database, member: PoolMember): Promise<Persona | null> {
  if (!member.hexacoScores) return null;
  const [profile] = await db
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, member.userId))
    .limit(1);
  const persona = personaFromProfile({
    displayName: firstName(profile?.displayName),
    age: member.age,
    hexaco: member.hexacoScores,
    interests: member.interests,
    insights: member.insights,
  });
  return publicPersona(persona);
}

/**
 * The words of the members' display names after the first: never sent to a model, and redacted
 * from whatever a model writes into their week (ai/output-scan.ts).
 */
export async function memberSurnames(db: Database, userIds: string[]): Promise<string[]> {
  const rows = await db.select({ displayName: profiles.displayName }).from(profiles).where(inArray(profiles.userId, userIds));
  return rows.flatMap((r) => (r.displayName ?? '').trim().split(/\s+/).slice(1));
}
