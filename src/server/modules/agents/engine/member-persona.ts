import { inArray } from 'drizzle-orm';
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
export function memberPersona(member: PoolMember, displayName: string | null | undefined): Persona | null {
  if (!member.hexacoScores) return null;
  const persona = personaFromProfile({
    displayName: firstName(displayName),
    age: member.age,
    hexaco: member.hexacoScores,
    interests: member.interests,
    insights: member.insights,
  });
  return publicPersona(persona);
}

/** The members' display names by user id (read once for a pair: its personas and its surnames). */
export async function memberDisplayNames(db: Database, userIds: readonly string[]): Promise<Map<string, string | null>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: profiles.userId, displayName: profiles.displayName })
    .from(profiles)
    .where(inArray(profiles.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, r.displayName]));
}

/**
 * The words of the members' display names after the first: never sent to a model, and redacted
 * from whatever a model writes into their week (ai/output-scan.ts).
 */
export const surnamesOf = (displayNames: readonly (string | null | undefined)[]): string[] =>
  displayNames.flatMap((name) => (name ?? '').trim().split(/\s+/).slice(1));
