import { describe, expect, it } from 'vitest';
import { certaintyOf } from './certainty';

describe('certaintyOf (issue 33)', () => {
  it('is sure from 0.8, fairly sure from 0.6, still learning below', () => {
    expect([0.95, 0.8, 0.7999, 0.6, 0.5999, 0].map(certaintyOf)).toEqual([
      'sure',
      'sure',
      'fairly sure',
      'fairly sure',
      'still learning',
      'still learning',
    ]);
  });

  it('reads a missing or broken number as still learning', () => {
    expect(certaintyOf(Number.NaN)).toBe('still learning');
  });
});
