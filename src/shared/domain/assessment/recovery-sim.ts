import { clamp, mean } from '../../lib/math';
import { seededRandom } from '../seeded-random';
import { TRAITS, type HexacoScores, type Trait } from '../../schemas/hexaco';
import { SCENES, weightOf, type Scene } from './scenes';
import { scoreAssessment } from './scoring';
import { traitRange, type AssessmentResponse } from './trait-evidence';

/**
 * A pure, seeded simulation for the recovery study (recovery.test.ts, docs/assessment-scoring.md).
 *
 * Synthetic respondents have true trait levels θ_t = clamp01(0.5 + TRAIT_SD · z_t), z_t ~ N(0, 1),
 * independent across traits. In each scene they choose through a multinomial logit (softmax):
 *   utility(o) = Σ_t (θ_t − 0.5) · (w_o,t − mean_o' w_o',t) / temperature
 *   P(o) ∝ exp(utility(o))
 * i.e. a random-utility model with Gumbel noise: everything the six traits don't explain (mood,
 * wording, the situation reminding you of something) is the noise term.
 */

export const TRAIT_SD = 0.15;

/** Seeded floats in [0, 1). */
export const createRng = (seed: number): (() => number) => seededRandom(seed);

/** A standard normal draw (Box–Muller). */
export const normal = (rng: () => number): number => {
  const u = 1 - rng(); // (0, 1], so the log is finite
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
};

export const randomTrueProfile = (rng: () => number): HexacoScores =>
  Object.fromEntries(TRAITS.map((t) => [t, clamp(0.5 + TRAIT_SD * normal(rng), 0, 1)])) as HexacoScores;

/** The option utilities of a scene for a respondent (before the Gumbel noise). */
export const optionUtilities = (scene: Scene, truth: HexacoScores, temperature: number): number[] => {
  const means = Object.fromEntries(TRAITS.map((t) => [t, traitRange(scene, t).mean])) as Record<Trait, number>;
  return scene.options.map((o) => TRAITS.reduce((u, t) => u + (truth[t] - 0.5) * (weightOf(o, t) - means[t]), 0) / temperature);
};

export const softmax = (utilities: readonly number[]): number[] => {
  const top = Math.max(...utilities);
  const exps = utilities.map((u) => Math.exp(u - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
};

/** Draws an index from a probability vector. */
export const drawIndex = (probabilities: readonly number[], rng: () => number): number => {
  let r = rng();
  for (let i = 0; i < probabilities.length; i++) {
    r -= probabilities[i]!;
    if (r < 0) return i;
  }
  return probabilities.length - 1;
};

/** One respondent's answers to every scene. */
export const simulateResponses = (truth: HexacoScores, rng: () => number, temperature: number, scenes: readonly Scene[] = SCENES): AssessmentResponse[] =>
  scenes.map((scene) => {
    const pick = drawIndex(softmax(optionUtilities(scene, truth, temperature)), rng);
    return { scene_id: scene.id, option_selected: scene.options[pick]!.value, reaction_time_ms: 4000 };
  });

export const pearson = (xs: readonly number[], ys: readonly number[]): number => {
  const n = xs.length;
  if (n !== ys.length || n < 2) return Number.NaN;
  const mx = mean(xs)!;
  const my = mean(ys)!;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
};

/**
 * How much of the preference between two options of a scene the traits explain, averaged over every
 * pair of options in every scene. For a pair (a, b) the trait part of the utility difference has
 * variance Σ_t TRAIT_SD² (c_a,t − c_b,t)² / T² and the logit noise π²/3, so
 *   share = trait variance / (trait variance + π²/3).
 * Its square root is the standardised loading of the latent preference on the traits: the number to
 * compare with the loadings of ordinary personality items.
 */
export const preferenceShare = (temperature: number, scenes: readonly Scene[] = SCENES): number => {
  const noise = (Math.PI * Math.PI) / 3;
  const shares: number[] = [];
  for (const scene of scenes) {
    const options = scene.options;
    for (let a = 0; a < options.length; a++) {
      for (let b = a + 1; b < options.length; b++) {
        const signal = TRAITS.reduce((s, t) => s + (TRAIT_SD * (weightOf(options[a]!, t) - weightOf(options[b]!, t))) ** 2, 0) / temperature ** 2;
        shares.push(signal / (signal + noise));
      }
    }
  }
  return mean(shares) ?? Number.NaN;
};

/** The temperature at which preferenceShare equals the target (bisection; share falls as temperature rises). */
export const temperatureForShare = (targetShare: number, scenes: readonly Scene[] = SCENES): number => {
  let lo = 1e-4;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (preferenceShare(mid, scenes) > targetShare) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
};

export interface RecoveryStudy {
  respondents: number;
  temperature: number;
  preferenceShare: number;
  correlations: Record<Trait, number>;
  /** Mean recovered score per trait; the true mean is 0.5, so this shows any bias of the formula. */
  meanRecovered: Record<Trait, number>;
}

/** Runs the study: simulated respondents answer all scenes, scoreAssessment recovers their traits. */
export const runRecoveryStudy = (options: { respondents: number; seed: number; temperature: number; scenes?: readonly Scene[] }): RecoveryStudy => {
  const { respondents, seed, temperature, scenes = SCENES } = options;
  const rng = createRng(seed);
  const truths: HexacoScores[] = [];
  const recovered: HexacoScores[] = [];
  for (let i = 0; i < respondents; i++) {
    const truth = randomTrueProfile(rng);
    truths.push(truth);
    recovered.push(scoreAssessment(simulateResponses(truth, rng, temperature, scenes), scenes).scores);
  }
  const correlations = Object.fromEntries(TRAITS.map((t) => [t, pearson(truths.map((x) => x[t]), recovered.map((x) => x[t]))])) as Record<Trait, number>;
  const meanRecovered = Object.fromEntries(TRAITS.map((t) => [t, recovered.reduce((sum, x) => sum + x[t], 0) / respondents])) as Record<Trait, number>;
  return { respondents, temperature, preferenceShare: preferenceShare(temperature, scenes), correlations, meanRecovered };
};
