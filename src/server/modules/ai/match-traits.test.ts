import { describe, expect, it } from 'vitest';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import { clampMatchTraits, deriveMatchTraits } from './match-traits';

const all = (v: number) => Object.fromEntries(TRAITS.map((t) => [t, v])) as Record<(typeof TRAITS)[number], number>;

describe('match traits', () => {
  it('clamps to 0.1-0.9 with agreeableness and honesty_humility at least 0.4', () => {
    const low = clampMatchTraits(all(0));
    expect(low.agreeableness).toBe(0.4);
    expect(low.honesty_humility).toBe(0.4);
    expect(low.extraversion).toBe(0.1);
    expect(clampMatchTraits(all(1)).openness).toBe(0.9);
    expect(clampMatchTraits({ ...all(0.5), emotionality: Number.NaN }).emotionality).toBe(0.5);
  });

  it('derives traits within the clamps for many seeds, reproducibly', () => {
    for (let seed = 0; seed < 200; seed++) {
      const t = deriveMatchTraits(seed % 2 ? all(0) : all(1), seed);
      for (const trait of TRAITS) {
        const min = trait === 'agreeableness' || trait === 'honesty_humility' ? 0.4 : 0.1;
        expect(t[trait]).toBeGreaterThanOrEqual(min);
        expect(t[trait]).toBeLessThanOrEqual(0.9);
      }
    }
    expect(deriveMatchTraits(all(0.5), 7)).toEqual(deriveMatchTraits(all(0.5), 7));
    expect(deriveMatchTraits(all(0.5), 7)).not.toEqual(deriveMatchTraits(all(0.5), 8));
  });
});
