import { describe, expect, it } from 'vitest';
import { traitSentence } from '@shared/domain/assessment/trait-sentences';
import { TRAITS, TRAIT_LABELS } from '@shared/domain/assessment/hexaco';
import { lifestyleLines, traitCards } from './reveal-view';

const scores = { honesty_humility: 0.7, emotionality: 0.3, extraversion: 0.69, agreeableness: 0.31, conscientiousness: 1, openness: 0 };

describe('traitCards', () => {
  it('lists the six traits in display order with their labels', () => {
    const cards = traitCards(scores);
    expect(cards.map((c) => c.trait)).toEqual([...TRAITS]);
    expect(cards.map((c) => c.label)).toEqual([
      'Honesty-Humility',
      'Emotionality',
      'Extraversion',
      'Agreeableness',
      'Conscientiousness',
      'Openness to Experience',
    ]);
    expect(cards.map((c) => c.label)).toEqual(TRAITS.map((t) => TRAIT_LABELS[t]));
  });

  it('gives a sentence only at ≥ 0.7 or ≤ 0.3, nothing in between', () => {
    const bySentence = Object.fromEntries(traitCards(scores).map((c) => [c.trait, c.sentence]));
    expect(bySentence.honesty_humility).toBe(traitSentence('honesty_humility', 0.7));
    expect(bySentence.honesty_humility).toEqual(expect.any(String));
    expect(bySentence.emotionality).toEqual(expect.any(String));
    expect(bySentence.conscientiousness).toEqual(expect.any(String));
    expect(bySentence.openness).toEqual(expect.any(String));
    expect(bySentence.extraversion).toBeNull();
    expect(bySentence.agreeableness).toBeNull();
  });

  it('leaves out a sentence whose direction the stored evidence does not make at least 90 % likely', () => {
    const evidence = {
      honesty_humility: 0.2,
      emotionality: 0.6,
      extraversion: 0.6,
      agreeableness: 0.6,
      conscientiousness: 0.6,
      openness: 0.6,
    };
    const bySentence = Object.fromEntries(traitCards(scores, evidence).map((c) => [c.trait, c.sentence]));
    // H 0.7 is +1 SD, but with evidence 0.2 the posterior SD is 0.89: 87 % sure, not enough.
    expect(bySentence.honesty_humility).toBeNull();
    expect(bySentence.emotionality).toEqual(expect.any(String));
    expect(bySentence.conscientiousness).toEqual(expect.any(String));
    // Without stored evidence (a profile scored before version 2) the score alone decides.
    expect(traitCards(scores, null).find((c) => c.trait === 'honesty_humility')!.sentence).toEqual(expect.any(String));
  });

  it('says how sure Maya is of each trait from its stored evidence (issue 33), and nothing for a profile stored without it', () => {
    const evidence = {
      honesty_humility: 0.85,
      emotionality: 0.8,
      extraversion: 0.7,
      agreeableness: 0.6,
      conscientiousness: 0.59,
      openness: 0,
    };
    expect(traitCards(scores, evidence).map((c) => c.certainty)).toEqual([
      'sure',
      'sure',
      'fairly sure',
      'fairly sure',
      'still learning',
      'still learning',
    ]);
    expect(traitCards(scores, null).map((c) => c.certainty)).toEqual(Array(6).fill(null));
  });

  it('counts missing or invalid scores as 0.5, with no sentence', () => {
    const cards = traitCards({ extraversion: 'high', openness: 1.5, agreeableness: Number.NaN });
    for (const card of cards) {
      expect(card.score).toBe(0.5);
      expect(card.sentence).toBeNull();
    }
    expect(traitCards(null)).toHaveLength(6);
  });
});

describe('lifestyleLines', () => {
  it('tidies each line as display text and drops blanks and repeats', () => {
    expect(lifestyleLines(['  Weekends   fill up fast. ', '', '   ', 'Weekends fill up fast.', 'Books over bars.'])).toEqual([
      'Weekends fill up fast.',
      'Books over bars.',
    ]);
  });

  it('is empty (so the reveal shows its fallback) for no insights or a malformed value', () => {
    expect(lifestyleLines([])).toEqual([]);
    expect(lifestyleLines(undefined)).toEqual([]);
    expect(lifestyleLines('not a list')).toEqual([]);
    expect(lifestyleLines([null, 3])).toEqual([]);
  });
});
