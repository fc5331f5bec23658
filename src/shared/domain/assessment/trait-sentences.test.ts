import { describe, expect, it } from 'vitest';
import { TRAITS } from './hexaco';
import { directionCertainty, SENTENCE_CERTAINTY, traitSentence } from './trait-sentences';

describe('trait sentences', () => {
  it('are shown at 0.7 and above or 0.3 and below, and null in between', () => {
    expect(traitSentence('openness', 0.7)).toBe("You're curious about everything and drawn to the new, the unusual and the creative.");
    expect(traitSentence('openness', 0.3)).toBe('You know what you like and value the familiar, the practical and the proven.');
    expect(traitSentence('openness', 0.69)).toBeNull();
    expect(traitSentence('openness', 0.31)).toBeNull();
    expect(traitSentence('openness', 0.5)).toBeNull();
    expect(traitSentence('extraversion', 1)).toBe('You come alive around people and can turn a room of strangers into a party.');
    expect(traitSentence('extraversion', 0)).toBe('You recharge in quiet and would trade a crowded room for one real conversation.');
  });

  it('treats invalid scores as 0.5 (no sentence)', () => {
    expect(traitSentence('agreeableness', undefined)).toBeNull();
    expect(traitSentence('agreeableness', 'high')).toBeNull();
    expect(traitSentence('agreeableness', 1.5)).toBeNull();
    expect(traitSentence('agreeableness', Number.NaN)).toBeNull();
  });

  it('exist for every trait in both directions', () => {
    for (const t of TRAITS) {
      expect(traitSentence(t, 0.8)).toMatch(/^You/);
      expect(traitSentence(t, 0.2)).toMatch(/^You/);
      expect(traitSentence(t, 0.8)).not.toBe(traitSentence(t, 0.2));
    }
  });

  it('need the answers to make their direction at least 90 % likely when the trait evidence is known', () => {
    // Openness: norm mean 0.603, SD 0.163. A score of 0.72 is +0.72 SD.
    expect(directionCertainty('openness', 0.72, 0.6)).toBeCloseTo(0.873, 2); // posterior SD 0.63
    expect(traitSentence('openness', 0.72, 0.6)).toBeNull();
    expect(directionCertainty('openness', 0.72, 0.75)).toBeGreaterThan(SENTENCE_CERTAINTY); // posterior SD 0.5: 0.926
    expect(traitSentence('openness', 0.72, 0.75)).toMatch(/^You're curious/);
    // Far from the mean, little evidence is enough: agreeableness 0.3 is −1.3 SD.
    expect(traitSentence('agreeableness', 0.3, 0.3)).toMatch(/^You say what you think/);
    // Full certainty, and no evidence at all: the prior alone never says a sentence.
    expect(traitSentence('extraversion', 0.7, 1)).toMatch(/^You come alive/);
    expect(traitSentence('extraversion', 0.7, 0)).toBeNull();
  });

  it('fall back to the score alone when the evidence is missing or invalid (profiles scored before version 2)', () => {
    for (const evidence of [undefined, null, Number.NaN, -0.1, 1.2, '0.9'])
      expect(traitSentence('openness', 0.72, evidence)).toMatch(/^You're curious/);
    expect(traitSentence('openness', 0.6, 1)).toBeNull();
  });
});
