import { swapSides } from './features';
import { adfStep, createState, DEFAULT_CONFIG, learnDecision, logitOf, meetingTerms, sigmoid } from './model';
import type { Outcome, PairChances, PairFeatures, RankerConfig, RankerState } from './types';

/**
 * The ranker's operations (ADR 047). NOTE: `update` and `forget` change the state they are given
 * and return it: a copy per outcome would cost the whole state. Copy with
 * `parseRankerState(JSON.parse(JSON.stringify(state)))` to keep the old one.
 */

/** Learns one outcome. */
export function update(state: RankerState, outcome: Outcome): RankerState {
  if (outcome.kind === 'decision') {
    if (outcome.from === outcome.to) return state;
    learnDecision(state, outcome.from, outcome.to, outcome.features, outcome.approve ? 1 : 0);
    const from = state.members[outcome.from]!;
    const to = state.members[outcome.to]!;
    from.n[0]++;
    to.n[2]++;
    if (outcome.approve) {
      from.n[1]++;
      to.n[3]++;
    }
  } else {
    if (outcome.a === outcome.b) return state;
    const { terms, logit } = meetingTerms(state, outcome.a, outcome.b, true);
    adfStep(terms, logit, outcome.met ? 1 : 0);
  }
  state.outcomes++;
  return state;
}

/** The outcomes in time order (stable: equal times keep their order). */
const inTimeOrder = (outcomes: readonly Outcome[]) =>
  outcomes
    .map((o, i) => ({ o, i }))
    .sort((x, y) => x.o.t - y.o.t || x.i - y.i)
    .map((e) => e.o);

/**
 * A full refit from the outcomes, in time order, from the prior: the same outcomes always give the
 * same state, and `fit(all)` equals `update` applied to each in turn (so the nightly refit and the
 * incremental updates agree; a refit is how removed members' outcomes leave every parameter).
 * @internal the replay bench and the tests; the nightly refit reads its outcomes in pages (`fitInPages`).
 */
export function fit(outcomes: readonly Outcome[], config: RankerConfig = DEFAULT_CONFIG): RankerState {
  const state = createState(config);
  for (const outcome of inTimeOrder(outcomes)) update(state, outcome);
  return state;
}

/** A fit fed its outcomes a page at a time (`fitInPages`). */
interface PagedFit {
  /** Learns the next page; its outcomes must not be older than the last one learned. */
  learn(page: readonly Outcome[]): void;
  /** The state so far: after the last page, `fit` of every outcome learned. */
  readonly state: RankerState;
}

/**
 * `fit` for outcomes read in time order a page at a time (the nightly refit, ADR 054): only the state
 * and one page are held, never every outcome. Pages in time order give the state `fit` gives of all of
 * them, to the last bit, because `fit`'s sort is stable and then leaves them in the order given.
 * NOTE: an outcome older than the one before it is refused (throws): `fit` would have learned it
 * earlier, so the state would differ (a page read out of order or twice).
 */
export function fitInPages(config: RankerConfig = DEFAULT_CONFIG): PagedFit {
  const state = createState(config);
  let last = -Infinity;
  return {
    state,
    learn(page) {
      for (const outcome of page) {
        if (!(outcome.t >= last)) throw new Error(`outcome at ${outcome.t} learned after one at ${last}: pages must come in time order`);
        last = outcome.t;
        update(state, outcome);
      }
    },
  };
}

/**
 * The chances for the pair a, b (`features` oriented a → b): each side's yes, both, and both then
 * meeting. Before any outcome, each side's chance is an increasing function of today's reciprocal
 * score alone, so pairs rank as they do today; afterwards a member without outcomes of their own is
 * ranked by what the network learned (ADR 047 "Cold start").
 */
export function score(state: RankerState, a: string, b: string, features: PairFeatures): PairChances {
  const pOwnAB = sigmoid(logitOf(state, a, b, features));
  const pOwnBA = sigmoid(logitOf(state, b, a, swapSides(features)));
  const pMutual = pOwnAB * pOwnBA;
  return { pOwnAB, pOwnBA, pMutual, pMeet: pMutual * sigmoid(meetingTerms(state, a, b, false).logit) };
}

/**
 * Removes a member's own parameters at once (their taste, selectivity, popularity, factors, counts):
 * nothing in the state names them any more. What their outcomes taught the network and the members
 * they decided on stays until the next `fit` from the outcomes without theirs (ADR 047 "Forgetting").
 * @internal the replay bench and the tests; in production the member's row is deleted (ADR 054).
 */
export function forget(state: RankerState, memberId: string): RankerState {
  delete state.members[memberId];
  return state;
}
