import { describe, expect, it } from 'vitest';
import { TRAITS, type Trait } from '../hexaco';
import { certaintyOf, leastSureTraits } from './certainty';

const evidence = (values: number[]) => Object.fromEntries(TRAITS.map((t, i) => [t, values[i]!])) as Record<Trait, number>;

describe('certaintyOf', () => {
  it('says sure from 0.8, fairly sure from 0.6, still learning below', () => {
    expect([1, 0.8, 0.799, 0.6, 0.599, 0.55, 0].map(certaintyOf)).toEqual([
      'sure',
      'sure',
      'fairly sure',
      'fairly sure',
      'still learning',
      'still learning',
      'still learning',
    ]);
  });

  it('reads a missing or broken evidence as still learning', () => {
    expect(certaintyOf(Number.NaN)).toBe('still learning');
    expect(certaintyOf(-0.2)).toBe('still learning');
  });
});

describe('leastSureTraits', () => {
  it('names the two traits with the least evidence, ties in display order', () => {
    expect(leastSureTraits(evidence([0.7, 0.5, 0.9, 0.5, 0.6, 0.8]), 0.8)).toEqual(['emotionality', 'agreeableness']);
    expect(leastSureTraits(evidence([0.7, 0.55, 0.9, 0.5, 0.6, 0.8]), 0.8)).toEqual(['agreeableness', 'emotionality']);
  });

  it('names none once every trait has reached the target, and still two when only one is short', () => {
    expect(leastSureTraits(evidence([0.8, 0.85, 0.9, 0.8, 0.81, 0.99]), 0.8)).toEqual([]);
    expect(leastSureTraits(evidence([0.8, 0.85, 0.9, 0.79, 0.81, 0.99]), 0.8)).toEqual(['agreeableness', 'honesty_humility']);
  });
});
