import { describe, expect, it } from 'vitest';
import { clamp, mean, round2 } from './math';

describe('clamp', () => {
  it('keeps a value inside the range and pulls one outside to the nearer bound', () => {
    expect(clamp(0.5, 0, 1)).toBe(0.5);
    expect(clamp(-3, 0, 1)).toBe(0);
    expect(clamp(7, 0.1, 0.9)).toBe(0.9);
    expect(clamp(0.1, 0.1, 0.9)).toBe(0.1);
  });

  it('passes NaN through, so callers decide what an unmeasurable value means', () => {
    expect(clamp(Number.NaN, 0, 1)).toBeNaN();
  });
});

describe('round2', () => {
  it('rounds to two decimals', () => {
    expect(round2(0.123)).toBe(0.12);
    expect(round2(0.126)).toBe(0.13);
    expect(round2(1)).toBe(1);
  });
});

describe('mean', () => {
  it('averages the values', () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(mean([0.2])).toBe(0.2);
  });

  it('is null for no values', () => {
    expect(mean([])).toBeNull();
  });
});
