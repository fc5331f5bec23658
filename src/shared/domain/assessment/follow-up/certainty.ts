import { TRAITS, type Trait } from '../hexaco';

/**
 * How sure Maya is of a trait, in words ("Sharpen your profile", issue 33), from its evidence: the
 * share of the population's variance the answers removed, i.e. the expected r² of the score with the
 * truth (docs/assessment-scoring.md §4). 0.8 is the follow-up's target (TARGET_EVIDENCE); a complete
 * attentive assessment gives about 0.55-0.61, so most people start at 'still learning'.
 */
export const CERTAINTY_LEVELS = ['sure', 'fairly sure', 'still learning'] as const;
export type Certainty = (typeof CERTAINTY_LEVELS)[number];

/** The least evidence of each band, surest first. */
const CERTAINTY_BANDS: readonly { certainty: Certainty; from: number }[] = [
  { certainty: 'sure', from: 0.8 },
  { certainty: 'fairly sure', from: 0.6 },
  { certainty: 'still learning', from: 0 },
];

/** The band of an evidence in 0..1; anything that is not a number counts as 'still learning'. */
export const certaintyOf = (evidence: number): Certainty =>
  (Number.isFinite(evidence) ? CERTAINTY_BANDS.find((b) => evidence >= b.from) : undefined)?.certainty ?? 'still learning';

/**
 * The traits the card names as least sure: the `count` with the least evidence (ties in TRAITS
 * order), or none once every trait has reached `target`.
 */
export const leastSureTraits = (evidence: Readonly<Record<Trait, number>>, target: number, count = 2): Trait[] => {
  if (TRAITS.every((t) => evidence[t] >= target)) return [];
  return [...TRAITS].sort((a, b) => evidence[a] - evidence[b]).slice(0, count);
};
