import { pairScores, type PairScores } from '../../src/shared/domain/agents/reciprocal-score';
import { seededRandom } from '../../src/shared/lib/seeded-random';
import { distanceKm, scoredMember } from './members';
import type { ReplayMember } from './replay-log';
import type { ReplayRanker } from './replay';

/**
 * The two baselines of the replay (docs/matching.md "Rankers"). Both order pairs without learning;
 * their yes chance (for the Brier score) is calibrated on what was revealed before, so the Brier
 * score measures the order and not an uncalibrated scale.
 */

/** Random order; its chance is the approve rate revealed so far (0.5 before any). */
export function randomRanker(seed: number): ReplayRanker {
  const rng = seededRandom(seed);
  let approved = 0;
  let decided = 0;
  return {
    name: 'random',
    score: () => ({ own: rng(), ownP: decided ? approved / decided : 0.5, mutual: rng() }),
    reveal(decisions) {
      for (const d of decisions) {
        decided++;
        if (d.decision === 'approve') approved++;
      }
    },
  };
}

/** σ(a + b·x) fitted by Newton's method on (x, y) pairs, with a tiny ridge so it always converges. */
export function fitPlatt(xs: readonly number[], ys: readonly number[]): { a: number; b: number } {
  let a = 0;
  let b = 0;
  for (let iter = 0; iter < 25; iter++) {
    let ga = -1e-3 * a;
    let gb = -1e-3 * b;
    let haa = 1e-3;
    let hab = 0;
    let hbb = 1e-3;
    for (let i = 0; i < xs.length; i++) {
      const p = 1 / (1 + Math.exp(-(a + b * xs[i]!)));
      const w = p * (1 - p);
      const e = ys[i]! - p;
      ga += e;
      gb += e * xs[i]!;
      haa += w;
      hab += w * xs[i]!;
      hbb += w * xs[i]! * xs[i]!;
    }
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { a, b };
}

/**
 * Today's order: the static reciprocal score (reciprocal-score.ts) for the decider's yes and for the
 * pair. Its chance of a yes is that score through σ(a + b·score), refitted whenever the revealed
 * decisions grew by a tenth.
 */
export function staticRanker(members: readonly ReplayMember[]): ReplayRanker {
  const byId = new Map(members.map((m) => [m.id, m]));
  const scoredById = new Map(members.map((m) => [m.id, scoredMember(m)]));
  const cache = new Map<string, PairScores>();
  const scores = (from: string, to: string) => {
    const key = from < to ? `${from} ${to}` : `${to} ${from}`;
    let s = cache.get(key);
    if (!s) {
      s = pairScores(scoredById.get(from)!, scoredById.get(to)!, distanceKm(byId.get(from)!, byId.get(to)!) ?? 0);
      cache.set(key, s);
    }
    return s;
  };
  const xs: number[] = [];
  const ys: number[] = [];
  let fitted = 0;
  let calibration = { a: 0, b: 0 };
  return {
    name: 'static',
    score(from, to) {
      const r = scores(from, to).reciprocal;
      return { own: r, ownP: 1 / (1 + Math.exp(-(calibration.a + calibration.b * r))), mutual: r };
    },
    reveal(decisions) {
      for (const d of decisions) {
        xs.push(scores(d.from, d.to).reciprocal);
        ys.push(d.decision === 'approve' ? 1 : 0);
      }
      if (xs.length >= 20 && xs.length >= fitted * 1.1) {
        calibration = fitPlatt(xs, ys);
        fitted = xs.length;
      }
    },
  };
}
