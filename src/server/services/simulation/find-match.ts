import type { Persona } from '../../../shared/schemas/persona';
import type { MatchProfile } from '../../../shared/schemas/simulation';
import type { AiEngine } from '../ai';

/** A generated compatible match: traits by code (clamped, §5), words by the AI engine. */
export async function findMatch(ai: AiEngine, persona: Persona, seed: number): Promise<MatchProfile> {
  const match = await ai.createMatchPersona({ persona, seed });
  const { age, location, bio, interests, ...matchPersona } = match;
  return { name: match.name, age, location, bio, interests, persona: matchPersona };
}
