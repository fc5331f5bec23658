import { describe, expect, it } from 'vitest';
import { CARELESS_PRIOR, attentiveLogEvidence, carelessProbability, mixturePosterior, randomLogEvidence } from './careless-responding';
import { estimate, sceneItem, type Item } from './item-model';
import { SCENES, weightOf } from './scenes';

const topHonesty = (): Item[] =>
  SCENES.map((s) => {
    const weights = s.options.map((o) => weightOf(o, 'honesty_humility'));
    return sceneItem(s, weights.indexOf(Math.max(...weights)));
  });

describe('careless responding', () => {
  it('is the prior when there is nothing to judge', () => {
    expect(carelessProbability([], estimate([]))).toBeCloseTo(CARELESS_PRIOR, 12);
  });

  it('gives every pick the same chance under random responding', () => {
    expect(randomLogEvidence(topHonesty())).toBeCloseTo(-8 * Math.log(5), 12);
  });

  it('finds a coherent pattern attentive, and one that flips back and forth more likely random', () => {
    const coherent = topHonesty();
    const flipping = SCENES.map((s, i) => {
      const w = s.options.map((o) => weightOf(o, 'honesty_humility'));
      return sceneItem(s, i % 2 ? w.indexOf(Math.min(...w)) : w.indexOf(Math.max(...w)));
    });
    const pCoherent = carelessProbability(coherent, estimate(coherent));
    const pFlipping = carelessProbability(flipping, estimate(flipping));
    expect(pCoherent).toBeLessThan(0.05);
    expect(pFlipping).toBeGreaterThan(CARELESS_PRIOR);
    // The marginal likelihood of a coherent pattern beats random picking by a wide margin.
    expect(attentiveLogEvidence(coherent, estimate(coherent)) - randomLogEvidence(coherent)).toBeGreaterThan(2);
  });

  it('mixes the attentive posterior with the prior', () => {
    const attentive = { mean: [1, -0.5, 0, 0, 0, 0], variance: [0.4, 0.5, 0.6, 0.6, 0.6, 0.6] };
    expect(mixturePosterior(attentive, 0)).toEqual(attentive);
    const random = mixturePosterior(attentive, 1);
    for (const x of random.mean) expect(Math.abs(x)).toBe(0);
    expect(random.variance).toEqual([1, 1, 1, 1, 1, 1]);
    const half = mixturePosterior(attentive, 0.5);
    expect(half.mean[0]).toBeCloseTo(0.5, 12);
    // (1 − ρ) v + ρ + ρ (1 − ρ) m²: 0.2 + 0.5 + 0.25
    expect(half.variance[0]).toBeCloseTo(0.95, 12);
  });
});
