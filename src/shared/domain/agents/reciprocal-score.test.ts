import { describe, expect, it } from 'vitest';
import { TRAITS, type HexacoScores } from '../assessment/hexaco';
import { ageFit, combineSides, distanceFit, lookingForFit, pairScores, softFit, type ScoredMember } from './reciprocal-score';

const traits = (v: number) => Object.fromEntries(TRAITS.map((t) => [t, v])) as HexacoScores;
const member = (over: Partial<ScoredMember> = {}): ScoredMember => ({
  age: 30,
  ageMin: 25,
  ageMax: 35,
  maxKm: 50,
  lookingFor: 'long_term',
  hexaco: traits(0.6),
  traitEvidence: null,
  interests: [],
  ...over,
});

describe('reciprocal score', () => {
  it('fits the age best at the centre of the range and lower at its edges', () => {
    expect(ageFit(30, 25, 35)).toBe(1);
    expect(ageFit(25, 25, 35)).toBe(0.5);
    expect(ageFit(35, 25, 35)).toBe(0.5);
    expect(ageFit(28, 25, 35)).toBeGreaterThan(ageFit(26, 25, 35));
    expect(ageFit(45, 25, 35)).toBe(0);
    expect(ageFit(30, 30, 30)).toBe(1);
  });

  it('fits distance relative to the own maximum, and the wishes by the table', () => {
    expect(distanceFit(0, 50)).toBe(1);
    expect(distanceFit(50, 50)).toBe(0.5);
    expect(distanceFit(10, 50)).toBeGreaterThan(distanceFit(40, 50));
    expect(lookingForFit('long_term', 'long_term')).toBe(1);
    expect(lookingForFit('open', 'short_term')).toBe(0.7);
    expect(lookingForFit('short_term', 'open')).toBe(0.7);
    expect(lookingForFit('long_term', 'short_term')).toBe(0.2);
    expect(lookingForFit('short_term', 'long_term')).toBe(0.2);
  });

  it('combines the sides symmetrically, within 0..1, and ranks a one-sided pair below a balanced one of the same mean', () => {
    expect(combineSides(0.8, 0.4)).toBe(combineSides(0.4, 0.8));
    expect(combineSides(0.9, 0.3)).toBeLessThan(combineSides(0.6, 0.6));
    expect(combineSides(0.6, 0.6)).toBeCloseTo(0.6, 10);
    expect(combineSides(1, 0)).toBe(0);
    expect(combineSides(0, 0)).toBe(0);
    expect(combineSides(1, 1)).toBe(1);
  });

  it('gives each side its own soft fit, swapping the members swaps the sides, and every score stays in 0..1', () => {
    // B is at the centre of A's range; A is at the edge of B's.
    const a = member({ age: 40, ageMin: 25, ageMax: 35 });
    const b = member({ age: 30, ageMin: 30, ageMax: 40 });
    const ab = pairScores(a, b, 10);
    const ba = pairScores(b, a, 10);
    expect(ab.aScore).toBeGreaterThan(ab.bScore);
    expect([ba.aScore, ba.bScore, ba.reciprocal]).toEqual([ab.bScore, ab.aScore, ab.reciprocal]);
    for (const extreme of [0, 1]) {
      const s = pairScores(member({ hexaco: traits(extreme) }), member({ hexaco: traits(extreme) }), 10_000);
      for (const v of [s.aScore, s.bScore, s.reciprocal]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });

  it('ranks a pair one side fits poorly below a balanced pair with the same mean side score', () => {
    // One-sided: B sits at the centre of A's range (fit 1), A at the edge of B's (0.5). Balanced: 0.75 each way.
    const oneSided = pairScores(member({ age: 30, ageMin: 25, ageMax: 35 }), member({ age: 30, ageMin: 30, ageMax: 40 }), 25);
    const balanced = pairScores(member({ age: 30, ageMin: 20, ageMax: 40 }), member({ age: 35, ageMin: 25, ageMax: 45 }), 25);
    expect(oneSided.aScore + oneSided.bScore).toBeCloseTo(balanced.aScore + balanced.bScore, 3);
    expect(balanced.aScore).toBe(balanced.bScore);
    expect(oneSided.reciprocal).toBeLessThan(balanced.reciprocal);
  });

  it('counts learned interests only when both members have some', () => {
    const hiker = member({ interests: ['hiking', 'cooking', 'travel'] });
    const alike = member({ interests: ['Hiking', 'cooking', 'travel'] });
    const other = member({ interests: ['chess'] });
    const none = member();
    expect(softFit(hiker, alike, 0)).toBeGreaterThan(softFit(hiker, other, 0));
    expect(softFit(hiker, none, 0)).toBe(softFit(none, none, 0));
  });

  it('weighs each trait by how sure Maya is of both members: a trait she is unsure of moves the ranking less', () => {
    const sureOf = (openness: number) => ({ ...traits(0.6), openness });
    const them = (openness: number) => member({ hexaco: { ...traits(0.6), openness } });
    const spread = (evidence: number) => {
      const me = member({ hexaco: { ...traits(0.6), openness: 0.9 }, traitEvidence: sureOf(evidence) });
      const evidenced = (m: ScoredMember) => ({ ...m, traitEvidence: sureOf(evidence) });
      return pairScores(me, evidenced(them(0.9)), 10).reciprocal - pairScores(me, evidenced(them(0.1)), 10).reciprocal;
    };
    expect(spread(0.2)).toBeLessThan(spread(0.6));
    expect(spread(0.9)).toBeGreaterThan(spread(0.6));
    // Profiles without stored evidence rank as before the follow-up existed.
    expect(pairScores(them(0.9), them(0.1), 10)).toEqual(
      pairScores({ ...them(0.9), traitEvidence: traits(0.55) }, { ...them(0.1), traitEvidence: traits(0.55) }, 10),
    );
  });
});
