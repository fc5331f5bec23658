import { TRAITS, type HexacoScores, type Trait } from '../assessment/hexaco';
import type { PairCertainty } from './compatibility';

/**
 * The evidence a trait counts as when a profile has none stored (scored before version 2): about
 * what a complete attentive assessment gives (docs/assessment-scoring.md §4: 0.54 on average over
 * attentive people, 0.61 at the population mean). Versions 2-5 store their own.
 */
export const TYPICAL_EVIDENCE = 0.55;

const evidenceOf = (evidence: Readonly<HexacoScores> | null, trait: Trait): number => {
  const value = evidence?.[trait];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : TYPICAL_EVIDENCE;
};

/**
 * How sure Maya is of a trait for a pair: the geometric mean of both people's evidence on it (the
 * share of the population's variance their answers removed), so a trait counts for little when she
 * knows little of either one of them. The agents' ranking weighs each trait by it (compatibility.ts).
 */
export const pairCertainty = (a: Readonly<HexacoScores> | null, b: Readonly<HexacoScores> | null): PairCertainty =>
  Object.fromEntries(TRAITS.map((t) => [t, Math.sqrt(evidenceOf(a, t) * evidenceOf(b, t))])) as PairCertainty;
