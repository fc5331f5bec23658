import { TRAITS } from './hexaco';
import { answerCount, logLikelihood, type Estimate, type ModelItem } from './item-model';
import { logDeterminant } from './linear-algebra';

/**
 * Careless (random) responding as a second class of respondent (docs/assessment-scoring.md §2.2).
 *
 * The item model assumes a person answers from their traits. Some people click through without
 * reading; their answers carry no information about them, and scoring them as if they did gives
 * them confident, pronounced, wrong profiles. So the scorer weighs two explanations of the answers:
 *   attentive: P(answers | attentive) = ∫ P(answers | z) N(z; 0, I) dz   (Laplace approximation at the mode)
 *   random:    P(answers | random)    = Π_i 1 / (options of item i)      (every pick equally likely)
 * with a prior share CARELESS_PRIOR of random responders, and returns P(random | answers). This is
 * a person-fit statistic in the likelihood-ratio form (Drasgow, Levine & Williams 1985 use the same
 * idea with the standardised log-likelihood l_z), made into a probability by Bayes' rule.
 */

/**
 * The prior share of careless responders. Meade & Craig (2012, Psychological Methods 17:437–455)
 * estimate 10–12 % of respondents in unproctored online surveys; we take 0.10 a priori.
 */
export const CARELESS_PRIOR = 0.1;

const K = TRAITS.length;

/** log P(answers | attentive) by the Laplace approximation: log L(ẑ) − ½|ẑ|² + ½ log det Σ. */
export const attentiveLogEvidence = (items: readonly ModelItem[], est: Estimate): number =>
  logLikelihood(items, est.z) - 0.5 * est.z.reduce((s, x) => s + x * x, 0) + 0.5 * logDeterminant(est.covariance);

/** log P(answers | random): every option of every item equally likely. */
export const randomLogEvidence = (items: readonly ModelItem[]): number => -items.reduce((s, item) => s + Math.log(answerCount(item)), 0);

/** P(random responder | answers). With no items it is the prior. */
export const carelessProbability = (items: readonly ModelItem[], est: Estimate, prior = CARELESS_PRIOR): number => {
  const logOdds = Math.log(prior / (1 - prior)) + randomLogEvidence(items) - attentiveLogEvidence(items, est);
  return 1 / (1 + Math.exp(-logOdds));
};

/**
 * The posterior of z under the two-class mixture: with ρ = P(random | answers), the mean is
 * (1 − ρ) ẑ (a random responder tells us nothing, so the prior mean 0) and the variance per trait is
 *   (1 − ρ) Σ_tt + ρ · 1 + ρ (1 − ρ) ẑ_t²
 * (the attentive posterior, the prior, and the disagreement between the two).
 */
export const mixturePosterior = (
  attentive: { mean: readonly number[]; variance: readonly number[] },
  rho: number,
): { mean: number[]; variance: number[] } => ({
  mean: attentive.mean.map((x) => (1 - rho) * x),
  variance: Array.from({ length: K }, (_, i) => (1 - rho) * attentive.variance[i]! + rho + rho * (1 - rho) * attentive.mean[i]! ** 2),
});
