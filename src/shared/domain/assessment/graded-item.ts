/**
 * A graded response model item (Samejima 1969): five ordered answers, one slope vector a on the six
 * standardised traits and four ascending thresholds b, with
 *   P(answer > k | z) = σ(a · z − b_k),   k = 1..4
 * and P(answer = k) the difference of neighbouring curves. The follow-up's statements are these
 * (follow-up/graded-items.ts). Its log-likelihood is concave in z, so the scorer's Newton steps with
 * the expected (Fisher) information converge as for the choice items.
 */
export interface GradedItem {
  graded: true;
  slopes: number[];
  thresholds: number[];
  /** The answer's index, 0..4 (answer 1..5). */
  chosen: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The boundary curves P(answer > k), with P(> 0) = 1 before and P(> 5) = 0 after. */
const boundaries = (item: GradedItem, z: readonly number[]): number[] => {
  const s = item.slopes.reduce((sum, a, i) => sum + a * z[i]!, 0);
  return [1, ...item.thresholds.map((b) => sigmoid(s - b)), 0];
};

export const gradedProbabilities = (item: GradedItem, z: readonly number[]): number[] => {
  const p = boundaries(item, z);
  return item.thresholds.concat(0).map((_, k) => Math.max(p[k]! - p[k + 1]!, 1e-300));
};

/**
 * The answer's contribution at z: log P, the gradient of log P, and the expected information
 *   a aᵀ · Σ_k (W_k − W_k+1)² / P_k,   W_k = P(> k)(1 − P(> k)).
 */
export const gradedTerms = (item: GradedItem, z: readonly number[]) => {
  const p = boundaries(item, z);
  const w = p.map((x) => x * (1 - x));
  const probs = gradedProbabilities(item, z);
  const k = item.chosen;
  const along = (w[k]! - w[k + 1]!) / probs[k]!;
  const weight = probs.reduce((s, pk, j) => s + (w[j]! - w[j + 1]!) ** 2 / pk, 0);
  return {
    logP: Math.log(probs[k]!),
    gradient: item.slopes.map((a) => a * along),
    information: item.slopes.map((ai) => item.slopes.map((aj) => ai * aj * weight)),
  };
};
