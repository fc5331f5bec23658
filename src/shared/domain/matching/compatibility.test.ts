import { describe, expect, it } from 'vitest';
import { TRAITS, type HexacoScores } from '../assessment/hexaco';
import { NORM_MEAN, NORM_SD } from '../assessment/norms';
import { compatibility as compatibilityOfScores, compatibilityOfStandings as compatibility, COMPONENTS } from './compatibility';
import type { RandomFn } from '../week/simulation-plan';
import { seededRandom } from '../../lib/seeded-random';
import { VERDICT_RULE } from '../week/week-decision';

const mid: HexacoScores = {
  honesty_humility: 0.5,
  emotionality: 0.5,
  extraversion: 0.5,
  agreeableness: 0.5,
  conscientiousness: 0.5,
  openness: 0.5,
};
const scores = (over: Partial<HexacoScores>): HexacoScores => ({ ...mid, ...over });
const kind: HexacoScores = {
  honesty_humility: 0.85,
  emotionality: 0.3,
  extraversion: 0.6,
  agreeableness: 0.8,
  conscientiousness: 0.75,
  openness: 0.7,
};
const randomProfile = (rand: RandomFn): HexacoScores => Object.fromEntries(TRAITS.map((t) => [t, rand()])) as HexacoScores;
const raise = (s: HexacoScores, trait: keyof HexacoScores, by: number): HexacoScores => ({ ...s, [trait]: Math.min(1, s[trait] + by) });

describe('compatibility: the formula', () => {
  it('has weights that sum to 1, 0.70 on partner levels and 0.30 on similarity', () => {
    const sum = (list: readonly { weight: number }[]) => list.reduce((n, c) => n + c.weight, 0);
    expect(sum(COMPONENTS)).toBeCloseTo(1, 10);
    expect(sum(COMPONENTS.filter((c) => c.kind === 'level'))).toBeCloseTo(0.7, 10);
    expect(sum(COMPONENTS.filter((c) => c.kind === 'similarity'))).toBeCloseTo(0.3, 10);
    expect(Object.fromEntries(COMPONENTS.map((c) => [c.key, c.weight]))).toEqual({
      honesty_level: 0.26,
      agreeableness_level: 0.22,
      conscientiousness_level: 0.12,
      calm_level: 0.1,
      honesty_similarity: 0.08,
      openness_similarity: 0.18,
      social_pace: 0.04,
    });
  });

  it('pins concrete scores', () => {
    expect(compatibility(mid, mid).score).toBe(0.65);
    expect(compatibility(kind, kind).score).toBe(0.86);
    const low: HexacoScores = {
      honesty_humility: 0.2,
      emotionality: 0.8,
      extraversion: 0.8,
      agreeableness: 0.25,
      conscientiousness: 0.3,
      openness: 0.2,
    };
    expect(compatibility(kind, low).score).toBe(0.51);
    expect(compatibility(low, low).score).toBe(0.46);
  });

  it('scores identical high-H/A/C, low-E profiles high, with every component reported', () => {
    const best: HexacoScores = {
      honesty_humility: 0.9,
      emotionality: 0.1,
      extraversion: 0.5,
      agreeableness: 0.9,
      conscientiousness: 0.9,
      openness: 0.5,
    };
    const result = compatibility(best, best);
    expect(result.score).toBe(0.93);
    expect(result.score).toBeGreaterThanOrEqual(VERDICT_RULE.yesAtLeast);
    expect(result.components.map((c) => c.key)).toEqual(COMPONENTS.map((c) => c.key));
    const honesty = result.components.find((c) => c.key === 'honesty_level');
    expect(honesty).toMatchObject({
      value: 0.9,
      weight: 0.26,
      contribution: 0.234,
      band: 'strong',
      reason: 'You both value honesty and fairness',
    });
  });

  it('partner levels matter more than similarity: a kind, calm pair that differs beats an identical unkind, anxious pair', () => {
    const harsh: HexacoScores = {
      honesty_humility: 0.2,
      emotionality: 0.8,
      extraversion: 0.5,
      agreeableness: 0.2,
      conscientiousness: 0.2,
      openness: 0.5,
    };
    const otherKind = { ...kind, openness: 0.4, extraversion: 0.3 };
    expect(compatibility(kind, otherKind).score).toBeGreaterThan(compatibility(harsh, harsh).score + 0.2);
  });

  it('is symmetric: swapping partners gives the same result', () => {
    const rand = seededRandom(42);
    for (let i = 0; i < 500; i++) {
      const a = randomProfile(rand);
      const b = randomProfile(rand);
      expect(compatibility(a, b)).toEqual(compatibility(b, a));
    }
  });

  it('keeps every score and component in 0..1 for many seeded random profiles, including invalid values', () => {
    const rand = seededRandom(20240605);
    for (let i = 0; i < 2000; i++) {
      const a = randomProfile(rand);
      const b = randomProfile(rand);
      if (i % 10 === 0) b.openness = i % 20 === 0 ? Number.NaN : 3; // invalid → 0.5 (§5)
      const { score, components } = compatibility(a, b);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(Math.round(score * 100) / 100).toBe(score);
      for (const c of components) {
        expect(c.value).toBeGreaterThanOrEqual(0);
        expect(c.value).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reaches the extremes only for extreme pairs', () => {
    const ideal: HexacoScores = {
      honesty_humility: 1,
      emotionality: 0,
      extraversion: 0.5,
      agreeableness: 1,
      conscientiousness: 1,
      openness: 0.5,
    };
    expect(compatibility(ideal, ideal).score).toBe(1);
    const worstA: HexacoScores = {
      honesty_humility: 0,
      emotionality: 1,
      extraversion: 0,
      agreeableness: 0,
      conscientiousness: 0,
      openness: 0,
    };
    expect(compatibility(worstA, { ...worstA, openness: 1, extraversion: 1 }).score).toBe(0.08);
  });
});

describe('compatibility of assessment scores: each trait read as its norm standing', () => {
  const atNorm = NORM_MEAN;
  const sdAbove = (trait: keyof HexacoScores, k = 1): HexacoScores => ({ ...atNorm, [trait]: NORM_MEAN[trait] + k * NORM_SD[trait] });

  it('scores the average person (every trait at its norm mean) as the formula scores 0.5 everywhere', () => {
    expect(compatibilityOfScores(atNorm, atNorm)).toEqual(compatibility(mid, mid));
    expect(compatibilityOfScores(atNorm, atNorm).score).toBe(0.65);
  });

  it('weighs one SD above the norm the same on every trait, whatever the raw number', () => {
    // 1 SD above the norm is the 84th percentile: A at 0.63 and X at 0.77 stand equally high.
    const standingsOf = (trait: keyof HexacoScores) => compatibility(scores({ [trait]: 0.841 }), mid).score;
    expect(compatibilityOfScores(sdAbove('agreeableness'), atNorm).score).toBe(standingsOf('agreeableness'));
    expect(compatibilityOfScores(sdAbove('honesty_humility'), atNorm).score).toBe(standingsOf('honesty_humility'));
    // The same raw 0.6 is above average agreeableness but below average extraversion.
    const rawA = compatibilityOfScores({ ...atNorm, agreeableness: 0.6 }, atNorm).components.find((c) => c.key === 'agreeableness_level')!;
    expect(rawA.value).toBeGreaterThan(0.5);
    expect(
      compatibilityOfScores({ ...atNorm, emotionality: 0.5 }, atNorm).components.find((c) => c.key === 'calm_level')!.value,
    ).toBeGreaterThan(0.5);
  });

  it('stays symmetric, in 0..1, and never lowers the score for more honesty, for random scores and invalid values', () => {
    const rand = seededRandom(11);
    for (let i = 0; i < 1000; i++) {
      const a = randomProfile(rand);
      const b = randomProfile(rand);
      if (i % 10 === 0) b.openness = Number.NaN;
      const { score } = compatibilityOfScores(a, b);
      expect(compatibilityOfScores(b, a).score).toBe(score);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(compatibilityOfScores(a, raise(b, 'honesty_humility', 0.1)).score).toBeGreaterThanOrEqual(score);
    }
  });
});

describe('compatibility: what moves the score', () => {
  it("raising a partner's honesty-humility raises the score more than raising extraversion by the same amount", () => {
    // From an all-average pair the H raise moves b away from a, so this also shows level beats similarity.
    // H +0.4: level +0.052, similarity −0.032 → 0.67. E +0.4: similarity −0.016 → 0.634 → 0.63.
    expect(compatibility(mid, raise(mid, 'honesty_humility', 0.4)).score).toBe(0.67);
    expect(compatibility(mid, raise(mid, 'extraversion', 0.4)).score).toBe(0.63);
    const a = scores({ honesty_humility: 0.8, extraversion: 0.7 });
    expect(compatibility(a, raise(mid, 'honesty_humility', 0.2)).score).toBeGreaterThan(
      compatibility(a, raise(mid, 'extraversion', 0.2)).score,
    );
  });

  it('holds that H beats extraversion, and H never lowers the score, for random pairs', () => {
    const rand = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const a = randomProfile(rand);
      const b = { ...randomProfile(rand), honesty_humility: rand() * 0.7, extraversion: rand() * 0.7 };
      const base = compatibility(a, b).score;
      const moreH = compatibility(a, raise(b, 'honesty_humility', 0.3)).score;
      const moreE = compatibility(a, raise(b, 'extraversion', 0.3)).score;
      expect(moreH).toBeGreaterThanOrEqual(base);
      expect(moreH).toBeGreaterThanOrEqual(moreE);
    }
  });

  it('prefers similarity on honesty-humility: same mean H, apart scores lower than equal', () => {
    const apart = compatibility(scores({ honesty_humility: 0.8 }), scores({ honesty_humility: 0.4 }));
    const equal = compatibility(scores({ honesty_humility: 0.6 }), scores({ honesty_humility: 0.6 }));
    // Both have H level 0.6 × 0.26; similarity 0.6 × 0.08 vs 1 × 0.08; the rest adds 0.44.
    expect(apart.score).toBe(0.64);
    expect(equal.score).toBe(0.68);
    expect(apart.components.find((c) => c.key === 'honesty_similarity')?.value).toBe(0.6);
  });

  it('prefers similarity on openness: differing only in openness costs 0.18 × the gap', () => {
    expect(compatibility(scores({ openness: 0.9 }), scores({ openness: 0.9 })).score).toBe(0.65);
    expect(compatibility(scores({ openness: 0.9 }), scores({ openness: 0.4 })).score).toBe(0.56);
  });

  it('rewards a calm partner (low emotionality) but only modestly', () => {
    const calm = compatibility(mid, scores({ emotionality: 0.1 })).score;
    const anxious = compatibility(mid, scores({ emotionality: 0.9 })).score;
    expect(calm).toBe(0.67);
    expect(anxious).toBe(0.63);
  });
});

describe('reasons', () => {
  it('never says "you both" when only one partner has the trait', () => {
    const { components } = compatibility(scores({ honesty_humility: 0.95 }), scores({ honesty_humility: 0.3 }));
    expect(components.find((c) => c.key === 'honesty_level')?.reason).toBe('Honesty and fairness matter to at least one of you');
    expect(components.find((c) => c.key === 'honesty_similarity')?.reason).toBe('You differ on how much fairness and modesty matter');
  });
});
