import type { ReplayDecision } from './replay-log';

/**
 * The replay bench's measures (issue 41 item 4, docs/matching.md "Measures"), from each decision
 * as it was scored when it was due.
 */
export interface ScoredDecision {
  decision: ReplayDecision;
  /** The ranker's order of the decider's yes (higher = more likely). */
  own: number;
  /** Its chance of the decider's yes, 0..1. */
  ownP: number;
  /** Its order of "both say yes" for the pair. */
  mutual: number;
  /** The decider's decisions at earlier moments (t strictly before). */
  earlier: number;
}

export interface RankerMetrics {
  own_auc: number;
  own_auc_warm: number;
  mutual_auc: number;
  mutual_precision_at_3: number;
  brier: number;
}

/** Deciders with at least this many earlier decisions count as warm. */
export const WARM_AFTER = 5;
/** Members with at least this many decisions count for precision at 3, ranked over their decisions after the first WARM_AFTER. */
export const PRECISION_MEMBER_DECISIONS = 8;
export const PRECISION_TOP = 3;

/** The area under the ROC curve (Mann-Whitney, ties counting half); NaN without both classes. */
export function auc(scores: readonly number[], labels: readonly boolean[]): number {
  const idx = scores.map((_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  let positives = 0;
  let rankSum = 0;
  for (let start = 0; start < idx.length;) {
    let end = start;
    while (end + 1 < idx.length && scores[idx[end + 1]!] === scores[idx[start]!]) end++;
    const meanRank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) {
      if (labels[idx[k]!]) {
        positives++;
        rankSum += meanRank;
      }
    }
    start = end + 1;
  }
  const negatives = idx.length - positives;
  if (!positives || !negatives) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
const yes = (d: ReplayDecision) => d.decision === 'approve';

/** Per unordered pair: each side's first decision, and the first decision of the pair. */
function pairsOf(scored: readonly ScoredDecision[]) {
  const pairs = new Map<string, { first: ScoredDecision; sides: Map<string, ScoredDecision> }>();
  for (const s of scored) {
    const key = pairKey(s.decision.from, s.decision.to);
    const pair = pairs.get(key) ?? { first: s, sides: new Map<string, ScoredDecision>() };
    if (!pair.sides.has(s.decision.from)) pair.sides.set(s.decision.from, s);
    pairs.set(key, pair);
  }
  return pairs;
}

/** `scored` in replay (time) order. */
export function rankerMetrics(scored: readonly ScoredDecision[]): RankerMetrics & { own_auc_cold: number } {
  const warm = scored.filter((s) => s.earlier >= WARM_AFTER);
  const cold = scored.filter((s) => s.earlier === 0);
  const pairs = pairsOf(scored);
  const mutualOf = (key: string) => {
    const sides = pairs.get(key)?.sides;
    return !!sides && sides.size === 2 && [...sides.values()].every((s) => yes(s.decision));
  };
  const both = [...pairs.entries()].filter(([, p]) => p.sides.size === 2);

  const byDecider = new Map<string, ScoredDecision[]>();
  for (const s of scored) {
    const list = byDecider.get(s.decision.from) ?? [];
    list.push(s);
    byDecider.set(s.decision.from, list);
  }
  const precisions: number[] = [];
  for (const list of byDecider.values()) {
    if (list.length < PRECISION_MEMBER_DECISIONS) continue;
    // A stable sort: equal scores keep time order.
    const top = list
      .slice(WARM_AFTER)
      .map((s, i) => ({ s, i }))
      .sort((x, y) => y.s.mutual - x.s.mutual || x.i - y.i)
      .slice(0, PRECISION_TOP);
    precisions.push(top.filter(({ s }) => mutualOf(pairKey(s.decision.from, s.decision.to))).length / top.length);
  }

  return {
    own_auc: auc(
      scored.map((s) => s.own),
      scored.map((s) => yes(s.decision)),
    ),
    own_auc_warm: auc(
      warm.map((s) => s.own),
      warm.map((s) => yes(s.decision)),
    ),
    mutual_auc: auc(
      both.map(([, p]) => p.first.mutual),
      both.map(([key]) => mutualOf(key)),
    ),
    mutual_precision_at_3: precisions.length ? precisions.reduce((a, b) => a + b, 0) / precisions.length : Number.NaN,
    brier: scored.reduce((sum, s) => sum + (s.ownP - (yes(s.decision) ? 1 : 0)) ** 2, 0) / scored.length,
    own_auc_cold: auc(
      cold.map((s) => s.own),
      cold.map((s) => yes(s.decision)),
    ),
  };
}
