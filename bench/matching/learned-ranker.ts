import { pairFeatures, type PairFeatures } from '../../src/server/modules/matching';
import { createState, score, update, type Outcome, type RankerConfig, type RankerState } from '../../src/server/modules/matching/testing';
import { distanceKm, scoredMember } from './members';
import type { ReplayMember } from './replay-log';
import type { ReplayRanker } from './replay';

/**
 * The learned ranker (src/server/modules/matching, ADR 047 and 054: the module the daily pass ranks
 * with) in the replay: each due decision is scored from the state, and each revealed decision is an `update`, as the daily pass and the refit job would
 * (a full `fit` of the same outcomes gives the same state, ranker.test.ts).
 */
export function learnedRanker(
  members: readonly ReplayMember[],
  config?: RankerConfig,
): ReplayRanker & { state: () => RankerState; outcomes: () => readonly Outcome[]; features: (from: string, to: string) => PairFeatures } {
  const byId = new Map(members.map((m) => [m.id, m]));
  const scoredById = new Map(members.map((m) => [m.id, scoredMember(m)]));
  const cache = new Map<string, PairFeatures>();
  const features = (from: string, to: string) => {
    const key = `${from} ${to}`;
    let f = cache.get(key);
    if (!f) {
      f = pairFeatures(scoredById.get(from)!, scoredById.get(to)!, distanceKm(byId.get(from)!, byId.get(to)!));
      cache.set(key, f);
    }
    return f;
  };
  const state = createState(config);
  const outcomes: Outcome[] = [];
  return {
    name: 'learned',
    state: () => state,
    outcomes: () => outcomes,
    features,
    score(from, to) {
      const s = score(state, from, to, features(from, to));
      return { own: s.pOwnAB, ownP: s.pOwnAB, mutual: s.pMutual };
    },
    reveal(decisions) {
      for (const d of decisions) {
        const outcome: Outcome = {
          kind: 'decision',
          t: d.t,
          from: d.from,
          to: d.to,
          approve: d.decision === 'approve',
          features: features(d.from, d.to),
        };
        outcomes.push(outcome);
        update(state, outcome);
      }
    },
  };
}
