import { describe, expect, it } from 'vitest';
import { randomInt, randomSeed, SIMULATION_DAYS } from './simulation-plan';
import { seededRandom } from '../../lib/seeded-random';

const fixed = (value: number) => () => value;

describe('constants (§9)', () => {
  it('has the simulation shape', () => {
    expect(SIMULATION_DAYS).toBe(7);
  });
});

describe('random helpers', () => {
  it('randomSeed stays below 1,000,000 at both ends of the random range', () => {
    expect(randomSeed(fixed(0))).toBe(0);
    expect(randomSeed(fixed(0.5))).toBe(500_000);
    expect(randomSeed(fixed(0.999_999_9))).toBe(999_999);
    expect(randomSeed(fixed(1))).toBe(999_999); // a misbehaving source still stays in range
    expect(randomSeed(fixed(Number.NaN))).toBe(0);
    const seed = randomSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed < 1_000_000).toBe(true);
  });

  it('randomInt is inclusive of both ends', () => {
    expect(randomInt(fixed(0), 2, 6)).toBe(2);
    expect(randomInt(fixed(0.99), 2, 6)).toBe(6);
  });

  it('seededRandom (mulberry32) is reproducible, seed-sensitive and in [0, 1)', () => {
    const a = seededRandom(123);
    const b = seededRandom(123);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(seededRandom(124)()).not.toBe(first[0]);
    // Reference value of mulberry32 for seed 1 (pins the algorithm, not just determinism).
    expect(seededRandom(1)()).toBeCloseTo(0.6270739405881613, 15);
    const rand = seededRandom(9);
    for (let i = 0; i < 10_000; i++) {
      const r = rand();
      expect(r >= 0 && r < 1).toBe(true);
    }
  });
});
