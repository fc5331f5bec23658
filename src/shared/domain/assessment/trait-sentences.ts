import type { Trait } from './hexaco';
import { normalCdf } from './normal-cdf';
import { NORM_MEAN, NORM_SD } from './norms';
import { normalizeScores } from './normalize-scores';

export const TRAIT_SENTENCE_HIGH = 0.7;
export const TRAIT_SENTENCE_LOW = 0.3;
/**
 * A sentence tells the person what they are like, so it is said only when the answers make its
 * direction (above or below the population mean) at least this likely: the conventional one-sided
 * 90 %, set a priori (ADR 026).
 */
export const SENTENCE_CERTAINTY = 0.9;

const TRAIT_SENTENCES: Record<Trait, { high: string; low: string }> = {
  honesty_humility: {
    high: 'You play it straight: people can take your word at face value, and you would rather be genuine than impressive.',
    low: "You know how the game is played and you're not shy about going after what you want.",
  },
  emotionality: {
    high: "You feel things deeply and you're not afraid to lean on the people close to you.",
    low: 'You stay steady under pressure; it takes a lot to rattle you.',
  },
  extraversion: {
    high: 'You come alive around people and can turn a room of strangers into a party.',
    low: 'You recharge in quiet and would trade a crowded room for one real conversation.',
  },
  agreeableness: {
    high: "You're quick to forgive and slow to anger; people feel at ease around you.",
    low: 'You say what you think and stand your ground when something matters.',
  },
  conscientiousness: {
    high: 'You plan ahead and follow through; people know they can count on you.',
    low: 'You go with the flow and trust things to work out on the day.',
  },
  openness: {
    high: "You're curious about everything and drawn to the new, the unusual and the creative.",
    low: 'You know what you like and value the familiar, the practical and the proven.',
  },
};

/**
 * P(the true trait lies on the score's side of the population mean | the answers), reading the
 * posterior as normal: mean (score − norm mean) / norm SD, variance 1 − evidence (the share of the
 * population's variance the answers removed, stored as `trait_evidence`; docs/assessment-scoring.md §4).
 */
export function directionCertainty(trait: Trait, score: number, evidence: number): number {
  const z = (score - NORM_MEAN[trait]) / NORM_SD[trait];
  const sd = Math.sqrt(Math.max(0, 1 - evidence));
  if (sd === 0) return z === 0 ? 0.5 : 1;
  return normalCdf(Math.abs(z) / sd);
}

const validEvidence = (evidence: unknown): evidence is number =>
  typeof evidence === 'number' && Number.isFinite(evidence) && evidence >= 0 && evidence <= 1;

/**
 * Spec §2.8: a sentence only when the score is at least 0.7 or at most 0.3, otherwise null; and,
 * when the trait's evidence is known (profiles scored since version 2), only when its direction is
 * at least SENTENCE_CERTAINTY likely. Without evidence the score alone decides.
 */
export const traitSentence = (trait: Trait, score: unknown, evidence?: unknown): string | null => {
  const value = normalizeScores({ [trait]: score })[trait];
  const side = value >= TRAIT_SENTENCE_HIGH ? 'high' : value <= TRAIT_SENTENCE_LOW ? 'low' : null;
  if (!side) return null;
  if (validEvidence(evidence) && directionCertainty(trait, value, evidence) < SENTENCE_CERTAINTY) return null;
  return TRAIT_SENTENCES[trait][side];
};
