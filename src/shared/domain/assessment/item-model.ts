import { gradedProbabilities, gradedTerms, type GradedItem } from './graded-item';
import { TRAITS } from './hexaco';
import { invert, multiply, type Matrix } from './linear-algebra';
import { NORM_SD } from './norms';
import type { ProbeAnswer, ProbeKey } from './probe-items';
import { SCENES, weightOf, type Scene } from './scenes';

/**
 * The scorer's measurement model (docs/assessment-scoring.md §2). Every answer is an item: a choice
 * among options, each option with a loading vector on the six standardised traits z (z = 0 is the
 * population mean, 1 is one population SD) and an intercept, chosen with probability
 *   P(o | z) ∝ exp(loadings_o · z + intercept_o)      (multinomial logit)
 * - a scene: loadings_o,t = NORM_SD_t · w_o,t / T, the scene's own keys, at a temperature T set so
 *   that the traits explain SCORER_PREFERENCE_SHARE of the preference between two options;
 * - a likert probe: the five points as options, loading (k − 3) · LIKERT_STEP on its trait
 *   (adjacent-categories / rating-scale model);
 * - a forced choice: two options, loadings ±FORCED_CHOICE_SLOPE / 2 on its trait.
 * The posterior mode under the prior z ~ N(0, I) (population norms) gives the marginal likelihood
 * of the answers (careless-responding.ts); the scores shrink each trait toward the population mean by
 * its own evidence (traitwiseEstimate below), in proportion to how little the answers say about it.
 */

/**
 * The share of the preference between two options that the scorer assumes the traits explain.
 * Chosen a priori (a single personality item loads about 0.6, share 0.36), not fitted to the
 * recovery study; assuming more noise than there is costs a little spread, never direction.
 */
export const SCORER_PREFERENCE_SHARE = 0.36;
/** A 5-point item loading about 0.6 (rating-scale slope per step, in logits per SD). */
export const LIKERT_STEP = 0.6;
export const LIKERT_INTERCEPTS = [-0.4, 0.2, 0.4, 0.2, -0.4] as const;
/** A two-sided item loading about 0.6 (logit slope per SD). */
export const FORCED_CHOICE_SLOPE = 1.5;

const K = TRAITS.length;
const sds = TRAITS.map((t) => NORM_SD[t]);

/** A choice among options (a scene, a probe). */
export interface Item {
  loadings: number[][];
  intercepts: number[];
  chosen: number;
}

/** Every answer the scorer reads: a choice, or a follow-up statement (graded-item.ts). */
export type ModelItem = Item | GradedItem;

const isGraded = (item: ModelItem): item is GradedItem => 'graded' in item;

/** How many answers an item offers (a random responder picks each equally often). */
export const answerCount = (item: ModelItem): number => (isGraded(item) ? item.thresholds.length + 1 : item.loadings.length);

/** Mean over option pairs of signal / (signal + π²/3), signal = Σ_t (sd_t Δw_t / T)². */
export const preferenceShare = (temperature: number, scenes: readonly Scene[] = SCENES): number => {
  const shares: number[] = [];
  for (const scene of scenes)
    for (let a = 0; a < scene.options.length; a++)
      for (let b = a + 1; b < scene.options.length; b++) {
        const signal = TRAITS.reduce(
          (s, t, i) => s + ((sds[i]! * (weightOf(scene.options[a]!, t) - weightOf(scene.options[b]!, t))) / temperature) ** 2,
          0,
        );
        shares.push(signal / (signal + Math.PI ** 2 / 3));
      }
  return shares.reduce((x, y) => x + y, 0) / shares.length;
};

/** The temperature at which the scenes' keys explain `share` of a preference (bisection; share falls as T rises). */
export const temperatureForShare = (share: number, scenes: readonly Scene[] = SCENES): number => {
  let lo = 1e-4;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = Math.sqrt(lo * hi);
    if (preferenceShare(mid, scenes) > share) lo = mid;
    else hi = mid;
  }
  return Math.sqrt(lo * hi);
};

export const SCORER_TEMPERATURE = temperatureForShare(SCORER_PREFERENCE_SHARE);

export const sceneItem = (scene: Scene, chosen: number, temperature = SCORER_TEMPERATURE): Item => ({
  loadings: scene.options.map((o) => TRAITS.map((t, i) => (sds[i]! * weightOf(o, t)) / temperature)),
  intercepts: scene.options.map(() => 0),
  chosen,
});

/** The direction a probe's answer moves in trait space: its keyed trait, plus what it also carries. */
const probeDirection = (key: ProbeKey): number[] => TRAITS.map((t) => (t === key.trait ? key.keyed : (key.cross?.[t] ?? 0)));

export const probeItem = ({ key, probeType, answer }: ProbeAnswer): Item => {
  const direction = probeDirection(key);
  const along = (slope: number) => direction.map((d) => d * slope);
  if (probeType === 'likert_scale')
    return { loadings: [1, 2, 3, 4, 5].map((k) => along((k - 3) * LIKERT_STEP)), intercepts: [...LIKERT_INTERCEPTS], chosen: answer - 1 };
  return { loadings: [along(FORCED_CHOICE_SLOPE / 2), along(-FORCED_CHOICE_SLOPE / 2)], intercepts: [0, 0], chosen: answer };
};

const probabilities = (item: Item, z: readonly number[]): number[] => {
  const u = item.loadings.map((l, o) => l.reduce((s, x, i) => s + x * z[i]!, item.intercepts[o]!));
  const top = Math.max(...u);
  const e = u.map((x) => Math.exp(x - top));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / total);
};

export interface Estimate {
  /** Posterior mode of the standardised traits. */
  z: number[];
  /** Posterior covariance (inverse of the negative Hessian at the mode). */
  covariance: Matrix;
}

const gradientAndInformation = (
  items: readonly ModelItem[],
  z: readonly number[],
  priorPrecision = 1,
): { gradient: number[]; information: Matrix } => {
  const gradient = z.map((x) => -priorPrecision * x);
  const information: Matrix = Array.from({ length: K }, (_, i) => Array.from({ length: K }, (_, j) => (i === j ? priorPrecision : 0)));
  for (const item of items) {
    if (isGraded(item)) {
      const terms = gradedTerms(item, z);
      for (let i = 0; i < K; i++) {
        gradient[i]! += terms.gradient[i]!;
        for (let j = 0; j < K; j++) information[i]![j]! += terms.information[i]![j]!;
      }
      continue;
    }
    const p = probabilities(item, z);
    const mean = Array.from({ length: K }, (_, i) => item.loadings.reduce((s, l, o) => s + p[o]! * l[i]!, 0));
    for (let i = 0; i < K; i++) gradient[i]! += item.loadings[item.chosen]![i]! - mean[i]!;
    item.loadings.forEach((l, o) => {
      for (let i = 0; i < K; i++) for (let j = 0; j < K; j++) information[i]![j]! += p[o]! * (l[i]! - mean[i]!) * (l[j]! - mean[j]!);
    });
  }
  return { gradient, information };
};

/** log P(chosen answers | z) under the item model. */
export const logLikelihood = (items: readonly ModelItem[], z: readonly number[]): number =>
  items.reduce((s, item) => s + Math.log((isGraded(item) ? gradedProbabilities(item, z) : probabilities(item, z))[item.chosen]!), 0);

/** The items' expected information at z, plus the prior's precision on the diagonal. */
export const informationAt = (items: readonly ModelItem[], z: readonly number[], priorPrecision = 1): Matrix =>
  gradientAndInformation(items, z, priorPrecision).information;

/** The posterior covariance the items would leave at a given z (it does not depend on the answers chosen). */
export const covarianceAt = (items: readonly ModelItem[], z: readonly number[] = Array<number>(K).fill(0), priorPrecision = 1): Matrix =>
  invert(gradientAndInformation(items, z, priorPrecision).information);

/** The posterior mode and covariance of z given the items (Newton's method; the log posterior is concave). */
export const estimate = (items: readonly ModelItem[]): Estimate => {
  let z = Array<number>(K).fill(0);
  let covariance: Matrix = [];
  for (let iter = 0; iter < 30; iter++) {
    const { gradient, information } = gradientAndInformation(items, z);
    covariance = invert(information);
    const step = multiply(covariance, gradient);
    z = z.map((x, i) => x + step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-5) break;
  }
  return { z, covariance };
};

/** A statement read as five options along its slopes (answer k at (k − 3) · a), for the agreement below. */
const asChoice = (item: ModelItem): Item =>
  isGraded(item)
    ? { loadings: [0, 1, 2, 3, 4].map((k) => item.slopes.map((a) => (k - 2) * a)), intercepts: [0, 0, 0, 0, 0], chosen: item.chosen }
    : item;

/**
 * How much the items agree with one another, trait by trait: with e_i,t the chosen option's loading
 * minus the item's mean loading (0 on average for a random pick),
 *   agreement = Σ_t Σ_{i≠j} e_i,t e_j,t / Σ_t Σ_i Var_uniform(loading_i,t)
 * 0 on average for random answering; positive when the answers keep pointing the same way.
 */
export const agreement = (modelItems: readonly ModelItem[]): number => {
  const items = modelItems.map(asChoice);
  let cross = 0;
  let scale = 0;
  for (let t = 0; t < K; t++) {
    let sum = 0;
    let squares = 0;
    for (const item of items) {
      const ls = item.loadings.map((l) => l[t]!);
      const m = ls.reduce((a, b) => a + b, 0) / ls.length;
      const e = ls[item.chosen]! - m;
      sum += e;
      squares += e * e;
      scale += ls.reduce((s, x) => s + (x - m) ** 2, 0) / ls.length;
    }
    cross += sum * sum - squares;
  }
  return scale > 0 ? cross / scale : 0;
};

/**
 * The prior precision of the nearly flat prior used for the trait-by-trait estimate: a prior SD of 2
 * (no one is 4 SD from the mean), only there to keep the estimate finite when every answer points
 * the same way.
 */
export const WEAK_PRIOR_PRECISION = 0.25;

/**
 * Trait-by-trait shrinkage (docs/assessment-scoring.md §2.1, ADR 024): each trait is pulled toward
 * its norm by ITS OWN evidence only, so that a score carries as little as possible of the other
 * traits (what the discriminant matrix of the recovery study measures; item-model.test.ts checks it
 * on the scorer's own model: about 40 % less leak than the full posterior, at the same recovery).
 * 1. The answers' likelihood, as a Gaussian around the posterior mode z* (its curvature A there, plus
 *    a nearly flat prior WEAK_PRIOR_PRECISION so that it stays proper when every answer points the
 *    same way): centre ẑ = z* + (A + weak)⁻¹ (1 − weak) z*, covariance V = (A + weak)⁻¹. ẑ is centred on
 *    the true z whatever the other traits are (it is close to maximum likelihood).
 * 2. The evidence on trait t with every other trait left free is the marginal precision 1 / V_tt
 *    minus the weak prior's (an item keyed on two traits counts for less on each).
 * 3. Combined with the population prior N(0, 1) on t alone (Kelley's regression toward the mean):
 *    precision_t = 1 / V_tt − weak + 1, mean_t = ẑ_t (1 / V_tt) / precision_t.
 * The full multivariate posterior (z*) shrinks a little less, but it moves a trait along with the
 * traits its items share keys with (X is keyed against E in four options and with it in one, so the
 * full posterior's X score carries part of the true E).
 */
export interface TraitwisePosterior {
  /** Per trait: the posterior mean of z_t given the evidence on t alone and the prior N(0, 1). */
  mean: number[];
  /** Per trait: its posterior variance (1 = the population's: no evidence). */
  variance: number[];
}

export const traitwiseEstimate = (items: readonly ModelItem[], mode: readonly number[] = estimate(items).z): TraitwisePosterior => {
  const v = covarianceAt(items, mode, WEAK_PRIOR_PRECISION);
  const step = multiply(
    v,
    mode.map((x) => (1 - WEAK_PRIOR_PRECISION) * x),
  );
  const precision = mode.map((_, t) => 1 / v[t]![t]! - WEAK_PRIOR_PRECISION + 1);
  return {
    mean: mode.map((x, t) => (x + step[t]!) / v[t]![t]! / precision[t]!),
    variance: precision.map((p) => 1 / p),
  };
};

/** The trait-by-trait posterior variance the items would leave for a person at the population mean. */
export const traitwiseVarianceAtMean = (items: readonly ModelItem[]): number[] =>
  traitwiseEstimate(items, Array<number>(K).fill(0)).variance;
