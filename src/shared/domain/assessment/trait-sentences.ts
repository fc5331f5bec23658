import type { Trait } from '../../schemas/hexaco';
import { normalizeScores } from './normalize-scores';

export const TRAIT_SENTENCE_HIGH = 0.7;
export const TRAIT_SENTENCE_LOW = 0.3;

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

/** Spec §2.8: a sentence only when the score is at least 0.7 or at most 0.3, otherwise null. */
export const traitSentence = (trait: Trait, score: unknown): string | null => {
  const value = normalizeScores({ [trait]: score })[trait];
  if (value >= TRAIT_SENTENCE_HIGH) return TRAIT_SENTENCES[trait].high;
  if (value <= TRAIT_SENTENCE_LOW) return TRAIT_SENTENCES[trait].low;
  return null;
};
