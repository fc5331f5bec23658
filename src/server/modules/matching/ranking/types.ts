import type { ScoredMember } from '@shared/domain/agents/reciprocal-score';
import type { Trait } from '@shared/domain/assessment/hexaco';

/** The week's verdict of one side (week-decision.ts), when the pair's week ran. */
export type Verdict = 'YES' | 'MAYBE' | 'NO';

/** One member as the ranker reads them: what the static score reads (reciprocal-score.ts). */
export type RankedMember = ScoredMember;

/** What the ranker reads of one member of a pair, beside the pair's scores. */
export interface MemberTraits {
  age: number;
  lookingFor: string;
  /** Interests as the member has them (uniqueInterests). */
  interests: string[];
  /** Norm standings of the six traits (0.5 = average). */
  standings: Record<Trait, number>;
}

/**
 * A pair as the ranker reads it, oriented: `a` is the first member, `b` the second
 * (`pairFeatures(a, b, km)`); the ranker swaps it for b's side.
 */
export interface PairFeatures {
  /** Today's static scores (reciprocal-score.ts): a's side, b's side, both combined. */
  aScore: number;
  bScore: number;
  reciprocal: number;
  /** The HEXACO compatibility (compatibility.ts), 0..1. */
  compatibility: number;
  /** Kilometres apart, or null when unknown. */
  km: number | null;
  /** Shared interests (sharedInterests). */
  shared: number;
  /** Each side's verdict of the simulated week, when it ran. */
  verdictA: Verdict | null;
  verdictB: Verdict | null;
  a: MemberTraits;
  b: MemberTraits;
}

/** An outcome the model learns from. Members are opaque ids (Maya's user ids). */
export type Outcome =
  /** `from` approved or passed `to`; `features` oriented from → to. */
  | { kind: 'decision'; t: number; from: string; to: string; approve: boolean; features: PairFeatures }
  /** After both approved: whether the two met. */
  | { kind: 'meeting'; t: number; a: string; b: string; met: boolean };

/** A Gaussian belief about one parameter: [mean, precision] (precision = 1 / variance). */
export type Slot = [number, number];

/** One member's parameters; each part appears once the member has the evidence for it. */
export interface MemberParams {
  /** Decisions made, approvals made, decisions received, approvals received. */
  n: [number, number, number, number];
  /** Their own yes-tendency as a decider (selectivity). */
  bias?: Slot;
  /** How others respond to them (popularity), as the one decided on. */
  pop?: Slot;
  /** Their own taste: deviations from the network's taste per descriptor. */
  taste?: Record<string, Slot>;
  /** Latent factors as a decider (what they like) and as the one decided on (what they are). */
  likes?: Slot[];
  looks?: Slot[];
  /** Their follow-through from a mutual yes to a meeting. */
  meet?: Slot;
}

/** The priors and sizes of the model (ADR 047 "Priors"). */
export interface RankerConfig {
  /** Prior mean of the intercept and of the weight of today's reciprocal score (centred at 0.5). */
  intercept: number;
  reciprocalWeight: number;
  /** Prior variances. */
  globalVariance: number;
  networkTasteVariance: number;
  personalTasteVariance: number;
  biasVariance: number;
  popularityVariance: number;
  factorVariance: number;
  /** Latent dimensions, and the spread of the factors a new member's receiving side starts with. */
  factors: number;
  factorStart: number;
}

export interface RankerState {
  version: 1;
  config: RankerConfig;
  /** Outcomes learned from (forgotten members' included until the next fit). */
  outcomes: number;
  /** The network's parameters: feature weights and the network's taste per descriptor. */
  global: Record<string, Slot>;
  members: Record<string, MemberParams>;
}

export interface PairChances {
  /** The chance that a approves b, that b approves a, that both do, and that both do and meet. */
  pOwnAB: number;
  pOwnBA: number;
  pMutual: number;
  pMeet: number;
}

export interface Reason {
  /** What the reason rests on: the member's own decisions, the network's, or (with no evidence) the profiles. */
  source: 'own' | 'network' | 'profile';
  text: string;
  /** Its part of the logit of a's yes. */
  weight: number;
}
