import { TRAITS, type HexacoScores, type Trait } from '../../schemas/hexaco';
import { normalizeScores } from './normalize-scores';

/**
 * The archetypes (spec §3): the one list the scoring assigns from, the profile describes and the
 * reveal draws. A profile led by one trait gets that trait's archetype; any other is The Explorer.
 */
export const DEFAULT_ARCHETYPE = 'The Explorer';

/** The archetype of a profile led by each trait. */
export const ARCHETYPES = {
  honesty_humility: 'The Confidant',
  emotionality: 'The Romantic',
  extraversion: 'The Spark',
  agreeableness: 'The Anchor',
  conscientiousness: 'The Strategist',
  openness: 'The Dreamer',
} as const satisfies Record<Trait, string>;

export type ArchetypeName = typeof DEFAULT_ARCHETYPE | (typeof ARCHETYPES)[Trait];

/** Every archetype the scoring can assign: the default first, then one per trait in trait order. */
export const ARCHETYPE_NAMES: readonly ArchetypeName[] = [DEFAULT_ARCHETYPE, ...TRAITS.map((t) => ARCHETYPES[t])];

/** A trait leads the profile only if its score reaches this; flatter profiles are The Explorer. */
export const ARCHETYPE_MIN_SCORE = 0.6;

/** The highest-scoring trait; ties go to the earlier trait in display order. */
export const dominantTrait = (scores: HexacoScores): Trait => TRAITS.reduce((best, t) => (scores[t] > scores[best] ? t : best), TRAITS[0]);

/** The archetype of a score pattern: the leading trait's archetype, or 'The Explorer' when nothing leads. */
export const archetypeFor = (input: unknown): string => {
  const scores = normalizeScores(input);
  const lead = dominantTrait(scores);
  return scores[lead] >= ARCHETYPE_MIN_SCORE ? ARCHETYPES[lead] : DEFAULT_ARCHETYPE;
};
