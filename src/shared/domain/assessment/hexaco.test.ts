import { describe, expect, it } from 'vitest';
import { normalizeHexaco } from './hexaco';

describe('HEXACO values (spec §5: numbers in 0..1, otherwise 0.5)', () => {
  it('keeps valid numbers and replaces anything else with 0.5', () => {
    expect(
      normalizeHexaco({
        honesty_humility: 0.9,
        emotionality: 1.2,
        extraversion: '0.4',
        agreeableness: Number.NaN,
        conscientiousness: 0,
        openness: -0.1,
      }),
    ).toEqual({
      honesty_humility: 0.9,
      emotionality: 0.5,
      extraversion: 0.5,
      agreeableness: 0.5,
      conscientiousness: 0,
      openness: 0.5,
    });
  });

  it('accepts partial, empty or missing input', () => {
    expect(normalizeHexaco(null)).toEqual({
      honesty_humility: 0.5,
      emotionality: 0.5,
      extraversion: 0.5,
      agreeableness: 0.5,
      conscientiousness: 0.5,
      openness: 0.5,
    });
    expect(normalizeHexaco({ openness: 0.7 }).openness).toBe(0.7);
    expect(normalizeHexaco({ openness: 0.7 }).extraversion).toBe(0.5);
  });
});
