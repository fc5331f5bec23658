import { carelessProbability, mixturePosterior } from '../careless-responding';
import { gradedTerms } from '../graded-item';
import { estimate, informationAt, traitwiseEstimate, WEAK_PRIOR_PRECISION, type ModelItem } from '../item-model';
import { invert, type Matrix } from '../linear-algebra';
import { FOLLOW_UP_ITEMS, type FollowUpItem } from './graded-items';

/** The follow-up stops after this many statements (issue 33; raised from 12 to 24 by the review of issue 41 item 8, ADR 060). */
export const FOLLOW_UP_LIMIT = 24;
/** …or once every trait's evidence (the expected r² of its score) reaches this (preregistration.md). */
export const TARGET_EVIDENCE = 0.8;

export type FollowUpStop = 'target' | 'limit' | 'bank';
export interface FollowUpPlan {
  /** The statement to ask next, or null when the follow-up is over. */
  next: FollowUpItem | null;
  stop: FollowUpStop | null;
  /** Per trait (TRAITS order): the evidence of the answers so far, as scoring reports it. */
  evidence: number[];
}

/**
 * Per trait: the evidence scoring would report once `item` is added: the evidence on t alone (every
 * other trait left free) with the population prior, as traitwiseEstimate reads it, in the mixture
 * with random responding at today's probability and estimate (the next answer may move both).
 */
const evidenceWith = (information: Matrix, item: FollowUpItem, at: readonly number[], now: { mean: number[]; rho: number }): number[] => {
  const added = gradedTerms({ graded: true, slopes: item.slopes, thresholds: item.thresholds, chosen: 2 }, at).information;
  const v = invert(information.map((row, i) => row.map((x, j) => x + added[i]![j]!)));
  const variance = v.map((row, t) => 1 / (1 / row[t]! - WEAK_PRIOR_PRECISION + 1));
  return mixturePosterior({ mean: now.mean, variance }, now.rho).variance.map((x) => 1 - x);
};

/**
 * The next statement (docs/assessment-scoring.md §9): among those not yet answered, the one whose
 * expected information at the current estimate most raises the smallest trait evidence (ties: the
 * largest total); scenes, probes and statements are one model, the one scoring uses.
 */
export const planFollowUp = (
  items: readonly ModelItem[],
  answered: ReadonlySet<string>,
  { limit = FOLLOW_UP_LIMIT, target = TARGET_EVIDENCE } = {},
): FollowUpPlan => {
  const mode = estimate(items);
  const attentive = traitwiseEstimate(items, mode.z);
  const rho = carelessProbability(items, mode);
  const evidence = mixturePosterior(attentive, rho).variance.map((v) => 1 - v);
  if (evidence.every((e) => e >= target)) return { next: null, stop: 'target', evidence };
  if (answered.size >= limit) return { next: null, stop: 'limit', evidence };
  // NOTE: the expected information does not depend on the answer, so it is summed once at the estimate.
  const information = informationAt(items, mode.z, WEAK_PRIOR_PRECISION);
  let best: { item: FollowUpItem; worst: number; total: number } | null = null;
  for (const item of FOLLOW_UP_ITEMS) {
    if (answered.has(item.id)) continue;
    const after = evidenceWith(information, item, mode.z, { mean: attentive.mean, rho });
    const worst = Math.min(...after);
    const total = after.reduce((a, b) => a + b, 0);
    if (!best || worst > best.worst + 1e-9 || (Math.abs(worst - best.worst) <= 1e-9 && total > best.total)) best = { item, worst, total };
  }
  return best ? { next: best.item, stop: null, evidence } : { next: null, stop: 'bank', evidence };
};
