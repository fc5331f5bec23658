import { ARCHETYPE_NAMES, type ArchetypeName } from '@shared/domain/assessment/archetypes';
import { ARCHETYPE_DESCRIPTIONS } from '@shared/domain/assessment/profile-phrases';
import { displayText } from '@shared/lib/display-text';

export type ArchetypeCopy = { tagline: string; description: string };

/**
 * What the reveal's archetype card says. The description is the one the profile itself is built
 * from (shared with the assessment results), so both screens tell the same story; the tagline is
 * the card's one-line hook.
 */
export const ARCHETYPE_COPY: Record<ArchetypeName, ArchetypeCopy> = {
  'The Explorer': { tagline: 'Up for anything, true to yourself', description: ARCHETYPE_DESCRIPTIONS['The Explorer']! },
  'The Confidant': { tagline: 'The one people trust first', description: ARCHETYPE_DESCRIPTIONS['The Confidant']! },
  'The Romantic': { tagline: 'All heart, all in', description: ARCHETYPE_DESCRIPTIONS['The Romantic']! },
  'The Spark': { tagline: 'The warmth that lights up a room', description: ARCHETYPE_DESCRIPTIONS['The Spark']! },
  'The Anchor': { tagline: 'The calm in every storm', description: ARCHETYPE_DESCRIPTIONS['The Anchor']! },
  'The Strategist': { tagline: 'Love is in the details', description: ARCHETYPE_DESCRIPTIONS['The Strategist']! },
  'The Dreamer': { tagline: 'Led by wonder and big what-ifs', description: ARCHETYPE_DESCRIPTIONS['The Dreamer']! },
};

/** For an archetype name the app doesn't know (an AI-written one, say): true to the person, not to The Explorer. */
export const FALLBACK_ARCHETYPE_COPY: ArchetypeCopy = {
  tagline: 'A one-of-a-kind mix',
  description:
    "Your mix of traits doesn't fit a single mould, and that's exactly what Maya will look for in the people she introduces you to.",
};

export type ArchetypeDisplay = ArchetypeCopy & { name: string; known: boolean; key: ArchetypeName | null };

/**
 * The archetype card's content, or null when the profile has no archetype to show (spec §2.8:
 * the card appears only if present). The name is display text (§5, heading); matching ignores
 * case and stray whitespace but the name is shown as stored.
 */
export function archetypeDisplay(archetype: unknown): ArchetypeDisplay | null {
  const name = displayText(archetype, 'heading');
  if (!name) return null;
  const key = ARCHETYPE_NAMES.find((k) => k.toLowerCase() === name.toLowerCase()) ?? null;
  const copy = key ? ARCHETYPE_COPY[key] : FALLBACK_ARCHETYPE_COPY;
  return { name, known: key !== null, key, ...copy };
}
