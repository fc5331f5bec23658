/** How sure Maya is of a trait, in words (issue 33): what the reveal, the card and the follow-up show. */
export const CERTAINTY_LEVELS = ['sure', 'fairly sure', 'still learning'] as const;
export type Certainty = (typeof CERTAINTY_LEVELS)[number];

/** The evidence (the share of the population's variance the answers removed, 0..1) each word needs. */
const SURE_FROM = 0.8;
const FAIRLY_SURE_FROM = 0.6;

/** A trait's stored `trait_evidence` → its certainty; anything not a number counts as no evidence. */
export function certaintyOf(evidence: number): Certainty {
  if (!Number.isFinite(evidence)) return 'still learning';
  if (evidence >= SURE_FROM) return 'sure';
  return evidence >= FAIRLY_SURE_FROM ? 'fairly sure' : 'still learning';
}
