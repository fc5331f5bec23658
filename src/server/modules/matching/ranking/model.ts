import { seededRandom } from '@shared/lib/seeded-random';
import { sideInputs } from './features';
import type { MemberParams, PairFeatures, RankerConfig, RankerState, Slot } from './types';

/**
 * The model (ADR 047 "The model"): the logit of "a approves b" is
 *
 *   s(a→b) = w·g(a,b)                       network weights of the pair's inputs (today's score the prior)
 *          + Σ_d (U_d + δ_a,d) · x_d(a,b)   the network's taste and a's own, over b's descriptors
 *          + bias_a + pop_b                 a's selectivity, b's popularity
 *          + likes_a · looks_b              latent factors (a low-rank factorisation of approvals)
 *
 * Every parameter is a Gaussian belief [mean, precision]; a member's part starts at mean 0 (so a
 * member with no outcomes adds nothing), and `looks` at a small deterministic spread so the
 * factorisation can start (likes at 0 keep the product 0 until the decider has decided).
 */

export const DEFAULT_CONFIG: RankerConfig = {
  intercept: -0.9,
  reciprocalWeight: 6,
  globalVariance: 1,
  networkTasteVariance: 0.1,
  personalTasteVariance: 0.1,
  biasVariance: 0.5,
  popularityVariance: 1,
  factorVariance: 0.3,
  factors: 4,
  factorStart: 0.3,
};

export function createState(config: RankerConfig = DEFAULT_CONFIG): RankerState {
  return {
    version: 1,
    config: { ...config },
    outcomes: 0,
    global: { intercept: globalPrior(config, 'intercept'), reciprocal: globalPrior(config, 'reciprocal') },
    members: {},
  };
}

export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** A 32-bit FNV-1a hash, to seed what belongs to one member. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const emptyMember = (): MemberParams => ({ n: [0, 0, 0, 0] });

const tasteKeys = new Map<string, string>();
/** The network's taste for a descriptor is stored as `taste:<descriptor>` (interned: scoring reads it thousands of times). */
function tasteKey(descriptor: string): string {
  let key = tasteKeys.get(descriptor);
  if (!key) tasteKeys.set(descriptor, (key = `taste:${descriptor}`));
  return key;
}

/** A parameter the model changes, with the input that multiplies it. */
export interface Term {
  slot: Slot;
  x: number;
}

const prior = (mean: number, variance: number): Slot => [mean, 1 / variance];

/** The prior of a network parameter that has not been learned yet. */
export function globalPrior(config: RankerConfig, key: string): Slot {
  if (key === 'intercept') return prior(config.intercept, config.globalVariance);
  if (key === 'reciprocal') return prior(config.reciprocalWeight, config.globalVariance);
  return prior(0, key.startsWith('taste:') ? config.networkTasteVariance : config.globalVariance);
}

/** A deterministic start in ±spread·√3 (variance spread²) for the factors that break the symmetry. */
function startingFactors(config: RankerConfig, seedText: string, length: number, spread: number, variance: number): Slot[] {
  const rng = seededRandom(hash(seedText));
  return Array.from({ length }, (): Slot => [spread * (2 * rng() - 1) * Math.sqrt(3), 1 / variance]);
}

/**
 * The logit of s(a→b) and, when `learning`, the terms an update moves: missing parameters are then
 * created at their prior (and stored). When scoring, a missing parameter counts as its prior mean.
 * The factors' product enters as two linear terms, each with the other
 * side's current mean as its input.
 */
export function termsOf(state: RankerState, a: string, b: string, f: PairFeatures, learning: boolean) {
  const { config } = state;
  const inputs = sideInputs(f);
  const terms: Term[] = [];
  let logit = 0;
  const add = (slot: Slot | undefined, x: number, priorMean: number) => {
    if (slot) {
      if (learning) terms.push({ slot, x });
      logit += slot[0] * x;
    } else logit += priorMean * x;
  };
  const globalSlot = (key: string): Slot | undefined => {
    let slot = state.global[key];
    if (!slot && learning) slot = state.global[key] = globalPrior(config, key);
    return slot;
  };
  for (const [key, x] of inputs.global)
    add(globalSlot(key), x, key === 'intercept' ? config.intercept : key === 'reciprocal' ? config.reciprocalWeight : 0);

  let ma = state.members[a];
  let mb = state.members[b];
  if (learning) {
    ma = state.members[a] ??= emptyMember();
    mb = state.members[b] ??= emptyMember();
    ma.bias ??= prior(0, config.biasVariance);
    mb.pop ??= prior(0, config.popularityVariance);
    ma.taste ??= {};
    if (config.factors > 0) {
      ma.likes ??= Array.from({ length: config.factors }, () => prior(0, config.factorVariance));
      mb.looks ??= startingFactors(config, `looks:${b}`, config.factors, config.factorStart, config.factorVariance);
    }
  }
  for (const [key, x] of inputs.descriptors) {
    add(globalSlot(tasteKey(key)), x, 0);
    let own = ma?.taste?.[key];
    if (!own && learning) own = ma!.taste![key] = prior(0, config.personalTasteVariance);
    add(own, x, 0);
  }
  add(ma?.bias, 1, 0);
  add(mb?.pop, 1, 0);
  if (ma?.likes && mb?.looks) {
    for (let k = 0; k < config.factors; k++) {
      const like = ma.likes[k]!;
      const look = mb.looks[k]!;
      logit += like[0] * look[0];
      if (learning) terms.push({ slot: like, x: look[0] }, { slot: look, x: like[0] });
    }
  }
  return { terms, logit };
}

/** s(a→b) from what is known; nothing is created. */
export const logitOf = (state: RankerState, a: string, b: string, f: PairFeatures): number => termsOf(state, a, b, f, false).logit;

/**
 * One Bayesian update of a logistic model with a diagonal Gaussian belief (Laplace-ADF, ADR 047
 * "Updates"): with the logit's mean s and variance v = Σ x²/precision, the new mode of the logit
 * is found by one Newton step, s* = s + v·(y − σ(s)) / (1 + v·σ(s)(1 − σ(s))), and each parameter
 * moves by its share x/precision of that step; each precision then grows by x²·σ(s*)(1 − σ(s*)).
 * A parameter with little evidence (low precision) moves most; one with much, hardly.
 */
export function adfStep(terms: readonly Term[], logit: number, y: 0 | 1): void {
  const variance = terms.reduce((v, t) => v + (t.x * t.x) / t.slot[1], 0);
  const p = sigmoid(logit);
  const step = (y - p) / (1 + variance * p * (1 - p));
  const pNew = sigmoid(logit + variance * step);
  const curvature = pNew * (1 - pNew);
  for (const t of terms) {
    t.slot[0] += (t.x / t.slot[1]) * step;
    t.slot[1] += t.x * t.x * curvature;
  }
}

/** Learns from "a approved b" (y = 1) or "a passed b" (y = 0). */
export function learnDecision(state: RankerState, a: string, b: string, f: PairFeatures, y: 0 | 1): void {
  const { terms, logit } = termsOf(state, a, b, f, true);
  adfStep(terms, logit, y);
}

/** The follow-through model: logit of "a mutual yes becomes a meeting" = meet + meet_a + meet_b. */
export function meetingTerms(state: RankerState, a: string, b: string, create: boolean) {
  const { config } = state;
  if (create) {
    state.global.meet ??= [0, 1 / config.globalVariance];
    for (const id of [a, b]) (state.members[id] ??= emptyMember()).meet ??= [0, 1 / config.biasVariance];
  }
  const slots = [state.global.meet, state.members[a]?.meet, state.members[b]?.meet].filter((s): s is Slot => !!s);
  return { terms: slots.map((slot): Term => ({ slot, x: 1 })), logit: slots.reduce((sum, s) => sum + s[0], 0) };
}
