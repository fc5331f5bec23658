import { TRAITS, type HexacoScores, type Trait } from './hexaco';
import { normalizeScores } from './normalize-scores';
import { normZ } from './norms';

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

/**
 * A trait leads the profile only if it stands at least this far above its own norm, in norm SDs
 * (norms.ts); flatter profiles are The Explorer. Half an SD is a difference people notice in
 * themselves; with version-2 scores about one person in five has no trait that far above its norm.
 */
export const ARCHETYPE_MIN_Z = 0.5;

/**
 * The trait furthest above its own norm (z against norms.ts); ties go to the earlier trait in
 * display order. Standardised, because the norm means differ by trait (A 0.49, X 0.63): the highest
 * RAW score is X, E, C or O for most people and A almost never (The Anchor 4 %, The Spark 26 %).
 */
export const dominantTrait = (scores: HexacoScores): Trait =>
  TRAITS.reduce((best, t) => (normZ(t, scores[t]) > normZ(best, scores[best]) ? t : best), TRAITS[0]);

/** The archetype of a score pattern: the leading trait's archetype, or 'The Explorer' when nothing leads. */
export const archetypeFor = (input: unknown): string => {
  const scores = normalizeScores(input);
  const lead = dominantTrait(scores);
  return normZ(lead, scores[lead]) >= ARCHETYPE_MIN_Z ? ARCHETYPES[lead] : DEFAULT_ARCHETYPE;
};
