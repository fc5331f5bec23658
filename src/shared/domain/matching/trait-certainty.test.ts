import { describe, expect, it } from 'vitest';
import { TRAITS, type HexacoScores } from '../assessment/hexaco';
import { compatibility } from './compatibility';
import { pairCertainty, TYPICAL_EVIDENCE } from './trait-certainty';

const all = (v: number) => Object.fromEntries(TRAITS.map((t) => [t, v])) as HexacoScores;
const kind: HexacoScores = {
  honesty_humility: 0.8,
  emotionality: 0.35,
  extraversion: 0.6,
  agreeableness: 0.75,
  conscientiousness: 0.7,
  openness: 0.7,
};

describe('pairCertainty', () => {
  it('is the geometric mean of both people’s evidence, the typical evidence where one has none', () => {
    const c = pairCertainty({ ...all(0.6), openness: 0.81 }, { ...all(0.6), openness: 0.25 });
    expect(c.openness).toBeCloseTo(0.45, 10);
    expect(c.honesty_humility).toBeCloseTo(0.6, 10);
    expect(pairCertainty(null, null)).toEqual(all(TYPICAL_EVIDENCE));
    expect(pairCertainty(all(0.8), null).agreeableness).toBeCloseTo(Math.sqrt(0.8 * TYPICAL_EVIDENCE), 10);
    expect(pairCertainty({ ...all(0.8), openness: Number.NaN }, all(0.8)).openness).toBeCloseTo(Math.sqrt(0.8 * TYPICAL_EVIDENCE), 10);
  });
});

describe('compatibility weighed by how sure Maya is of each trait', () => {
  it('scores as before when Maya is as sure of every trait, and for profiles stored without evidence', () => {
    const other = { ...kind, openness: 0.2, honesty_humility: 0.4 };
    const plain = compatibility(kind, other);
    expect(compatibility(kind, other, all(0.7))).toEqual(plain);
    expect(compatibility(kind, other, pairCertainty(null, null))).toEqual(plain);
  });

  it('lets a trait Maya is unsure of move a match less, and one she is sure of move it more', () => {
    const curious = { ...kind, openness: 0.9 };
    const incurious = { ...kind, openness: 0.1 };
    const gap = (certainty: HexacoScores) =>
      compatibility(kind, curious, certainty).score - compatibility(kind, incurious, certainty).score;
    const unsure = gap({ ...all(0.6), openness: 0.2 });
    const typical = gap(all(0.6));
    const sure = gap({ ...all(0.6), openness: 0.9 });
    expect(unsure).toBeGreaterThan(0);
    expect(unsure).toBeLessThan(typical);
    expect(sure).toBeGreaterThan(typical);
  });

  it('keeps the score in 0..1 and the weights summing to 1, symmetric in the two people', () => {
    const certainty = { ...all(0.9), emotionality: 0.1, openness: 0 };
    const result = compatibility(kind, all(0.2), certainty);
    expect(result.score).toBe(compatibility(all(0.2), kind, certainty).score);
    expect(result.components.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 2);
    expect(result.components.find((c) => c.key === 'openness_similarity')!.weight).toBe(0);
    for (const extreme of [0, 1]) {
      const score = compatibility(all(extreme), all(1 - extreme), certainty).score;
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });
});
