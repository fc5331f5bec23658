import { describe, expect, it } from 'vitest';
import { gradedProbabilities, gradedTerms, type GradedItem } from './graded-item';

const item = (chosen: number): GradedItem => ({ graded: true, slopes: [1.2, 0, -0.4, 0, 0, 0], thresholds: [-2, -0.6, 0.5, 1.9], chosen });
const z = [0.3, 0, -0.5, 0, 0, 0];

describe('graded response item', () => {
  it('gives five probabilities that sum to 1 and move up with the trait', () => {
    const low = gradedProbabilities(item(0), [-2, 0, 0, 0, 0, 0]);
    const high = gradedProbabilities(item(0), [2, 0, 0, 0, 0, 0]);
    expect(low.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(low[0]).toBeGreaterThan(high[0]!);
    expect(high[4]).toBeGreaterThan(low[4]!);
  });

  it('has the gradient of its log-likelihood', () => {
    for (const chosen of [0, 2, 4]) {
      const { gradient } = gradedTerms(item(chosen), z);
      const h = 1e-6;
      const numeric = z.map((_, i) => {
        const up = z.map((x, j) => (j === i ? x + h : x));
        const down = z.map((x, j) => (j === i ? x - h : x));
        return (gradedTerms(item(chosen), up).logP - gradedTerms(item(chosen), down).logP) / (2 * h);
      });
      numeric.forEach((g, i) => expect(gradient[i]).toBeCloseTo(g, 5));
    }
  });

  it('has the expected information: the mean outer product of the gradient over the answers', () => {
    const p = gradedProbabilities(item(0), z);
    const expected = [0, 1, 2, 3, 4].reduce((s, k) => s + p[k]! * gradedTerms(item(k), z).gradient[0]! ** 2, 0);
    expect(gradedTerms(item(3), z).information[0]![0]).toBeCloseTo(expected, 10);
    expect(gradedTerms(item(3), z).information[1]![1]).toBe(0);
  });
});
