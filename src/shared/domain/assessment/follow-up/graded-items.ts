import type { GradedItem } from '../graded-item';
import { TRAITS, type Trait } from '../hexaco';
import { normalCdf } from '../normal-cdf';
import { ITEM_BANK } from './item-bank';
import keys from './item-keys.json';

/**
 * The follow-up's statements as graded response items (docs/assessment-scoring.md §9). The keys are
 * the consensus of blind readings (item-keys.json, derived in lab/assessment/follow-up/); how a key
 * becomes slopes and thresholds was fixed before the data (lab/assessment/follow-up/preregistration.md).
 */
export interface StatementKeys {
  /** The readers' median loading of the answer on each trait (cross-loadings included). */
  loadings: Partial<Record<Trait, number>>;
  /** The readers' median expected answer (1..5) of adults in general. */
  typicalAnswer: number;
}

/** The share of a statement's answer the scorer assumes the traits explain: a 0.6-loading item, as the probes. */
export const ASSUMED_SHARE = 0.36;
/** Cut points of the latent answer into 1..5 for a statement whose typical answer is 3 (about 10 / 23 / 34 / 23 / 10 %). */
export const LATENT_CUTS = [-1.3, -0.45, 0.45, 1.3] as const;
/** A statement whose readings load less than this in all (vector length) says too little to ask. */
export const MIN_LOADING = 0.2;
/** Logistic units per normal-ogive unit. */
const D = 1.7;

/** The shift δ of the cuts at which a N(0, 1) latent answer has `typical` as its mean answer. */
export const cutShift = (typical: number): number => {
  const meanAnswer = (delta: number) => 1 + LATENT_CUTS.reduce((s, c) => s + normalCdf(-(c + delta)), 0);
  let lo = -4;
  let hi = 4;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (meanAnswer(mid) > typical) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
};

const vectorOf = (loadings: StatementKeys['loadings']) => TRAITS.map((t) => loadings[t] ?? 0);
const lengthOf = (v: readonly number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

/** Slopes and thresholds of a statement, per the preregistered rule. */
export const gradedParameters = (key: StatementKeys): Pick<GradedItem, 'slopes' | 'thresholds'> => {
  const l = vectorOf(key.loadings);
  const lambda = Math.sqrt(ASSUMED_SHARE) / lengthOf(l);
  const residual = Math.sqrt(1 - ASSUMED_SHARE);
  const delta = cutShift(key.typicalAnswer);
  return {
    slopes: l.map((x) => (D * lambda * x) / residual),
    thresholds: LATENT_CUTS.map((c) => (D * (c + delta)) / residual),
  };
};

const KEYS: Readonly<Record<string, StatementKeys>> = keys;

/** The statements the follow-up asks: the bank, less any whose readings say too little. */
export const FOLLOW_UP_ITEMS = ITEM_BANK.filter((item) => {
  const key = KEYS[item.id];
  return key !== undefined && lengthOf(vectorOf(key.loadings)) >= MIN_LOADING;
}).map((item) => ({ ...item, ...gradedParameters(KEYS[item.id]!) }));

export type FollowUpItem = (typeof FOLLOW_UP_ITEMS)[number];

const BY_ID = new Map(FOLLOW_UP_ITEMS.map((item) => [item.id, item]));

/** A stored answer (1..5) to a statement as a graded item; null for an unknown statement or answer. */
export const gradedItemOf = (itemId: string, answer: number): GradedItem | null => {
  const item = BY_ID.get(itemId);
  if (!item || !Number.isInteger(answer) || answer < 1 || answer > 5) return null;
  return { graded: true, slopes: item.slopes, thresholds: item.thresholds, chosen: answer - 1 };
};
