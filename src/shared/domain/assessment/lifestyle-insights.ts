import { TRAITS, type HexacoScores, type Trait } from './hexaco';

/** A score is "high" from 0.6 and "low" to 0.4 for lifestyle wording (softer bands than the trait cards). */
export const LIFESTYLE_BANDS = { high: 0.6, low: 0.4 } as const;
export type Band = 'high' | 'mid' | 'low';
export const bandOf = (score: number): Band => (score >= LIFESTYLE_BANDS.high ? 'high' : score <= LIFESTYLE_BANDS.low ? 'low' : 'mid');

const LIFESTYLE_LINES: Record<Trait, Record<Band, string>> = {
  extraversion: {
    high: 'Your weekends fill up fast: dinners, parties and last-minute plans with friends.',
    mid: 'You enjoy a good night out as much as a quiet night in, and you know which one you need.',
    low: 'Your ideal weekend has room to breathe: a long walk, a good book, one close friend.',
  },
  openness: {
    high: "You collect new experiences: a dish you can't pronounce, a gallery off the beaten path, a trip with no fixed plan.",
    mid: "You like trying something new now and then, as long as there's a favourite to come back to.",
    low: 'You have your places, your dishes and your routines, and they make you happy.',
  },
  conscientiousness: {
    high: 'Your plans have backup plans, and being on time is how you show respect.',
    mid: 'You plan the things that matter and leave room for the rest to happen.',
    low: "You'd rather keep the day open and see where it goes than lock in a plan.",
  },
  agreeableness: {
    high: "You're the friend who smooths things over and believes in second chances.",
    mid: "You're easygoing until something really matters, and then you speak up.",
    low: "You hold people to a high standard and don't pretend things are fine when they aren't.",
  },
  emotionality: {
    high: 'You keep your people close, check in often and say how you really feel.',
    mid: 'You feel things fully and still keep your balance when things get tense.',
    low: 'You keep a cool head in a crisis; friends call you when they need calm.',
  },
  honesty_humility: {
    high: "You'd choose a genuine connection over a flashy one, every time.",
    mid: "You're sincere with the people you trust and sensible with those you're still getting to know.",
    low: "You enjoy the finer things in life and aren't afraid to go after them.",
  },
};

export const LIFESTYLE_INSIGHT_COUNT = 4;

/** Traits ordered by how far their score sits from the midpoint; ties keep display order. */
export const traitsByProminence = (scores: HexacoScores): Trait[] =>
  [...TRAITS].sort((a, b) => Math.abs(scores[b] - 0.5) - Math.abs(scores[a] - 0.5) || TRAITS.indexOf(a) - TRAITS.indexOf(b));

/** Lifestyle lines for the most pronounced traits, most pronounced first. */
export const lifestyleInsights = (scores: HexacoScores, count = LIFESTYLE_INSIGHT_COUNT): string[] =>
  traitsByProminence(scores)
    .slice(0, count)
    .map((t) => LIFESTYLE_LINES[t][bandOf(scores[t])]);
