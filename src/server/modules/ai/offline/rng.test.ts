import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, rngFor } from './rng';

describe('seeded rng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = Array.from({ length: 20 }, createRng(42).next);
    const seq = (seed: number) => {
      const r = createRng(seed);
      return Array.from({ length: 20 }, () => r.next());
    };
    expect(seq(42)).toEqual(seq(42));
    expect(seq(42)).not.toEqual(seq(43));
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int within bounds and reaches both ends', () => {
    const r = createRng(7);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(2, 6)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it('shuffles without losing items and picks from the list', () => {
    const r = rngFor(1, 'x');
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(['a', 'b']).toContain(r.pick(['a', 'b']));
    expect(() => r.pick([])).toThrow();
  });

  it('hashes differently for different parts', () => {
    expect(hashSeed(1, 2)).not.toBe(hashSeed(2, 1));
    expect(hashSeed('seed', 3)).toBe(hashSeed('seed', 3));
  });
});
