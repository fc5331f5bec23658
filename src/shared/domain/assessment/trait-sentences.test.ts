import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../schemas/hexaco';
import { traitSentence } from './trait-sentences';

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
});
