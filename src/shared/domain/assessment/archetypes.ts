import { TRAITS, type Trait } from '../../schemas/hexaco';

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

