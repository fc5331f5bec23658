import { clamp } from '../../lib/math';
import { normalizeHexaco, type HexacoScores, type Trait } from '../assessment/hexaco';
import { normStandings } from '../assessment/norms';

/**
 * The compatibility score of two HEXACO profiles (the simulation's decision is week-decision.ts, its reasons week-verdict.ts).
 * A documented formula, never a model: see docs/compatibility.md for the research and worked examples.
 *
 * The formula reads each trait as the person's STANDING in the norm population (norms.ts: the share
 * of people below them, 0.5 = average on every trait), not the raw score: raw scores (version 2) sit
 * around trait norms that differ by trait and are shrunk toward them, so on the raw scale an average
 * person looked disagreeable and anxious and every pair looked alike. `compatibility` takes scores,
 * `compatibilityOfStandings` is the formula itself.
 *
 *   score = Σ weight × value, every value in 0..1 and the weights summing to 1, so score ∈ 0..1.
 *
 * Partner-level components (0.70 in all) use the MEAN of both partners: in actor–partner models each
 * person's satisfaction rises with their own and their partner's level, so summed over the couple the
 * dyad depends on the mean. Similarity components (0.30) use 1 − |a − b|.
 *
 * Two properties hold by the choice of weights (and the tests pin them):
 *  - raising either partner's H never lowers the score: H's level weight per partner (0.26 / 2 = 0.13)
 *    exceeds H's similarity weight (0.08);
 *  - raising a partner's H by d always gains more than raising their extraversion by d:
 *    0.13 − 0.08 = 0.05 > 0.04, the whole social-pace weight.
 */

export type ComponentKey =
  | 'honesty_level'
  | 'agreeableness_level'
  | 'conscientiousness_level'
  | 'calm_level'
  | 'honesty_similarity'
  | 'openness_similarity'
  | 'social_pace';

export interface CompatibilityComponent {
  key: ComponentKey;
  label: string;
  /** 0..1, rounded to 3 decimals. */
  value: number;
  weight: number;
  /** weight × value, rounded to 3 decimals. */
  contribution: number;
  /** 'strong' speaks for the match, 'weak' against it (the results mark them ✓ and ✗). */
  band: Band;
  reason: string;
}

export interface CompatibilityResult {
  /** 0..1, rounded to 2 decimals. */
  score: number;
  components: CompatibilityComponent[];
}

export type Band = 'strong' | 'mixed' | 'weak';

interface ComponentSpec {
  key: ComponentKey;
  label: string;
  weight: number;
  kind: 'level' | 'similarity';
  /** The trait it reads: with certainty given, its weight follows how sure Maya is of it (trait-certainty.ts). */
  trait: Trait;
  /** The 0..1 quantity of one person that the component reads. */
  read: (s: HexacoScores) => number;
  reasons: Record<Band, string>;
}

export const COMPONENTS: readonly ComponentSpec[] = [
  {
    key: 'honesty_level',
    label: 'Honesty & fairness',
    weight: 0.26,
    kind: 'level',
    trait: 'honesty_humility',
    read: (s) => s.honesty_humility,
    reasons: {
      strong: 'You both value honesty and fairness',
      mixed: 'Honesty and fairness matter to at least one of you',
      weak: 'Trust may take a while to build',
    },
  },
  {
    // HEXACO agreeableness also holds the anger/irritability that the Big Five puts in neuroticism.
    key: 'agreeableness_level',
    label: 'Patience & forgiveness',
    weight: 0.22,
    kind: 'level',
    trait: 'agreeableness',
    read: (s) => s.agreeableness,
    reasons: {
      strong: "You're both patient and quick to forgive",
      mixed: "There's enough patience between you to work through disagreements",
      weak: 'Disagreements could get heated',
    },
  },
  {
    key: 'conscientiousness_level',
    label: 'Reliability',
    weight: 0.12,
    kind: 'level',
    trait: 'conscientiousness',
    read: (s) => s.conscientiousness,
    reasons: {
      strong: "You're both reliable and follow through",
      mixed: 'At least one of you keeps plans on track',
      weak: 'Plans may slip between you',
    },
  },
  {
    // 1 − emotionality stands in for low anxiety. HEXACO emotionality is anxiety AND fearfulness,
    // dependence and sentimentality (the latter not harmful to a relationship), so the weight is modest.
    key: 'calm_level',
    label: 'Calm under stress',
    weight: 0.1,
    kind: 'level',
    trait: 'emotionality',
    read: (s) => 1 - s.emotionality,
    reasons: {
      strong: 'You both stay calm under stress',
      mixed: 'Stress should be manageable between you',
      weak: 'Worry could weigh on the relationship',
    },
  },
  {
    key: 'honesty_similarity',
    label: 'Shared values',
    weight: 0.08,
    kind: 'similarity',
    trait: 'honesty_humility',
    read: (s) => s.honesty_humility,
    reasons: {
      strong: 'You see eye to eye on fairness and modesty',
      mixed: 'Your views on fairness are fairly close',
      weak: 'You differ on how much fairness and modesty matter',
    },
  },
  {
    key: 'openness_similarity',
    label: 'Shared curiosity',
    weight: 0.18,
    kind: 'similarity',
    trait: 'openness',
    read: (s) => s.openness,
    reasons: {
      strong: 'You share the same appetite for new ideas and experiences',
      mixed: 'Your curiosity levels are fairly close',
      weak: 'One of you craves novelty more than the other',
    },
  },
  {
    // A product heuristic, not a research effect: over a week of messages, a large gap in
    // sociability shows up as mismatched pace. Kept small on purpose.
    key: 'social_pace',
    label: 'Social pace',
    weight: 0.04,
    kind: 'similarity',
    trait: 'extraversion',
    read: (s) => s.extraversion,
    reasons: {
      strong: 'You have a similar social pace',
      mixed: 'Your social energy is a workable mix',
      weak: 'One of you wants a lot more time out than the other',
    },
  },
];

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const clamp01 = (v: number) => clamp(v, 0, 1);

/** Level: 'strong' only if BOTH are at least 0.6, so "you both" is never said of one partner. */
function levelBand(x: number, y: number): Band {
  if (Math.min(x, y) >= 0.6) return 'strong';
  return (x + y) / 2 >= 0.45 ? 'mixed' : 'weak';
}
const similarityBand = (value: number): Band => (value >= 0.8 ? 'strong' : value >= 0.6 ? 'mixed' : 'weak');

/** The unrounded 0..1 value of one component. */
function rawValue(spec: ComponentSpec, a: HexacoScores, b: HexacoScores): number {
  const x = spec.read(a);
  const y = spec.read(b);
  return clamp01(spec.kind === 'level' ? (x + y) / 2 : 1 - Math.abs(x - y));
}

function describe(spec: ComponentSpec, weight: number, a: HexacoScores, b: HexacoScores): CompatibilityComponent {
  const value = rawValue(spec, a, b);
  const band = spec.kind === 'level' ? levelBand(spec.read(a), spec.read(b)) : similarityBand(value);
  return {
    key: spec.key,
    label: spec.label,
    value: round(value, 3),
    weight: round(weight, 3),
    contribution: round(weight * value, 3),
    band,
    reason: spec.reasons[band],
  };
}

/** Per trait, how sure Maya is of both partners' scores, 0..1 (pairCertainty in trait-certainty.ts). */
export type PairCertainty = Readonly<Record<Trait, number>>;

/**
 * The components' weights. With a pair's certainty, each weight is scaled by its trait's certainty
 * and the weights are scaled back to sum 1: a trait Maya is unsure of counts for less and the traits
 * she is sure of for more, and a pair equally sure of every trait scores exactly as without it.
 */
function weightsFor(certainty?: PairCertainty): number[] {
  const plain = COMPONENTS.map((spec) => spec.weight);
  if (!certainty) return plain;
  const scaled = COMPONENTS.map((spec) => spec.weight * clamp01(Number.isFinite(certainty[spec.trait]) ? certainty[spec.trait] : 0));
  const total = scaled.reduce((sum, w) => sum + w, 0);
  return total > 0 ? scaled.map((w) => w / total) : plain;
}

/** The formula on two profiles of norm standings (0..1, 0.5 = average). Symmetric; invalid values count as 0.5. */
export function compatibilityOfStandings(a: HexacoScores, b: HexacoScores, certainty?: PairCertainty): CompatibilityResult {
  const pa = normalizeHexaco(a);
  const pb = normalizeHexaco(b);
  const weights = weightsFor(certainty);
  // Sum the unrounded products so the display rounding of the components never shifts the score.
  const raw = COMPONENTS.reduce((sum, spec, i) => sum + weights[i]! * rawValue(spec, pa, pb), 0);
  return { score: round(clamp01(raw), 2), components: COMPONENTS.map((spec, i) => describe(spec, weights[i]!, pa, pb)) };
}

/**
 * Two assessment score profiles (0..1, invalid values count as 0.5, §5), each read as its norm
 * standings; with `certainty`, each trait weighed by how sure Maya is of both (the agents' ranking, docs/compatibility.md §7).
 */
export const compatibility = (a: HexacoScores, b: HexacoScores, certainty?: PairCertainty): CompatibilityResult =>
  compatibilityOfStandings(normStandings(normalizeHexaco(a)), normStandings(normalizeHexaco(b)), certainty);
