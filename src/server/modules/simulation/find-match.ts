import type { Persona } from '@shared/domain/matching/persona';
import type { MatchProfile } from '@shared/schemas/simulation';
import type { AiEngine } from '@server/modules/ai';

/** Names a match may take when the engine's choice is not allowed. */
const SPARE_NAMES = ['Jordan', 'Riley', 'Morgan', 'Casey', 'Avery', 'Quinn', 'Rowan', 'Eden'];

const firstName = (name: string) => name.trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/**
 * Issue 12: a match is never called Maya (the companion's name) and never shares the person's
 * first name; the engine's name is replaced by a spare one, chosen by the seed, when it does.
 */
export function allowedMatchName(candidate: string, personName: string, seed: number): string {
  const taken = new Set(['maya', firstName(personName)]);
  if (candidate.trim() && !taken.has(firstName(candidate))) return candidate;
  const spares = SPARE_NAMES.filter((n) => !taken.has(n.toLowerCase()));
  return spares[seed % spares.length]!;
}

/** A generated compatible match: traits by code (clamped, §5), words by the AI engine. */
export async function findMatch(ai: AiEngine, persona: Persona, seed: number): Promise<MatchProfile> {
  const match = await ai.createMatchPersona({ persona, seed });
  const { age, location, bio, interests, ...matchPersona } = match;
  const name = allowedMatchName(match.name, persona.name, seed);
  return { name, age, location, bio, interests, persona: { ...matchPersona, name } };
}
