import { describe, expect, it } from 'vitest';
import { pairScores } from '@shared/domain/agents/reciprocal-score';
import { pairFeatures, sideInputs, swapSides } from './features';
import { member } from './testing/ranker-fixtures';

describe('the ranker’s features', () => {
  const a = member({ age: 30, interests: ['hiking', 'films'] });
  const b = member({ age: 34, ageMin: 28, ageMax: 40, interests: ['Films', 'yoga'], lookingFor: 'open' });

  it('carry today’s static scores unchanged, and each side’s verdict', () => {
    const f = pairFeatures(a, b, 12, { a: 'YES', b: 'MAYBE' });
    const today = pairScores(a, b, 12);
    expect([f.aScore, f.bScore, f.reciprocal, f.compatibility]).toEqual([
      today.aScore,
      today.bScore,
      today.reciprocal,
      today.compatibility,
    ]);
    expect(f.shared).toBe(1);
    expect([f.verdictA, f.verdictB]).toEqual(['YES', 'MAYBE']);
  });

  it('see the pair from b when swapped, and swap back to the same', () => {
    const f = pairFeatures(a, b, 12, { a: 'YES' });
    const g = swapSides(f);
    expect([g.aScore, g.bScore, g.verdictA, g.verdictB, g.a.age, g.b.age]).toEqual([f.bScore, f.aScore, null, 'YES', 34, 30]);
    expect(swapSides(g)).toEqual(f);
  });

  it('describe the other member for the decider’s taste, leaving out what is not known', () => {
    const inputs = sideInputs(pairFeatures(a, b, null));
    const keys = new Map(inputs.descriptors);
    expect(keys.get('interest:film')).toBeCloseTo(1 / Math.sqrt(2), 12);
    expect(keys.get('interest:yoga')).toBeCloseTo(1 / Math.sqrt(2), 12);
    expect(keys.get('older')).toBeCloseTo(0.4, 12);
    expect(keys.has('distance')).toBe(false);
    expect(keys.get('looking:open')).toBe(1);
    expect(inputs.global.map(([k]) => k)).toEqual(['intercept', 'reciprocal', 'own_side']);
  });
});
