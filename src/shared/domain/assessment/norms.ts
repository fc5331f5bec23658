import { TRAITS, type HexacoScores, type Trait } from './hexaco';

/**
 * HEXACO-60 population norms on the 0..1 scale of the product: a 1..5 scale mean M becomes
 * (M − 1) / 4 and its SD becomes SD / 4. Means and SDs are the self-report college sample of
 * Ashton & Lee (2009, J. Personality Assessment 91:340–345, Table 1; N ≈ 734); the interscale
 * correlations are small there (|r| ≤ .3) and are rounded here. NOTE: the values were taken from
 * our reading of the published tables, not from a data file; check them against the paper before
 * relying on a second decimal. They set the prior of the scorer (means, SDs) and the population
 * the recovery study draws from (with the interscale correlations in recovery-sim.ts).
 */

const M_1_TO_5: Record<Trait, number> = {
  honesty_humility: 3.19,
  emotionality: 3.43,
  extraversion: 3.5,
  agreeableness: 2.94,
  conscientiousness: 3.44,
  openness: 3.41,
};
const SD_1_TO_5: Record<Trait, number> = {
  honesty_humility: 0.62,
  emotionality: 0.61,
  extraversion: 0.58,
  agreeableness: 0.58,
  conscientiousness: 0.57,
  openness: 0.65,
};

export const NORM_MEAN = Object.fromEntries(TRAITS.map((t) => [t, (M_1_TO_5[t] - 1) / 4])) as HexacoScores;
export const NORM_SD = Object.fromEntries(TRAITS.map((t) => [t, SD_1_TO_5[t] / 4])) as HexacoScores;

/** A score against its trait's norm: (score − mean) / SD, 0 for the average person on every trait. */
export const normZ = (trait: Trait, score: number): number => (score - NORM_MEAN[trait]) / NORM_SD[trait];

/** The standard normal CDF (Abramowitz & Stegun 7.1.26 for erf; absolute error below 2e-7). */
export const normalCdf = (z: number): number => {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
};

/**
 * Where a score stands in the norm population, 0..1: the share of people the norms put below it
 * (Φ of its z). 0.5 is the average person on EVERY trait, and a gap of 0.2 between two people means
 * the same share of the population lies between them on every trait, which raw scores do not give
 * (their norm means run from 0.49 on agreeableness to 0.63 on extraversion).
 */
export const normStanding = (trait: Trait, score: number): number => normalCdf(normZ(trait, score));

/** Every trait as its norm standing. */
export const normStandings = (scores: HexacoScores): HexacoScores =>
  Object.fromEntries(TRAITS.map((t) => [t, normStanding(t, scores[t])])) as HexacoScores;
