import { seededRandom, type RandomFn } from '@shared/lib/seeded-random';

/**
 * The demo generator's randomness. Each member draws from their own stream, seeded by (seed, n), so
 * member n is the same person whether the pool is made at once or in chunks (the admin command
 * sends a large pool through the server in parts).
 */
export function memberRandom(seed: number, n: number): RandomFn {
  let h = Math.imul((seed >>> 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n >>> 0, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return seededRandom((h ^ (h >>> 16)) >>> 0);
}

/** An integer in [min, max]. */
export const intBetween = (rng: RandomFn, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** One of the entries, each as likely as its weight. */
export function pickWeighted<T>(rng: RandomFn, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [value, weight] of entries) {
    r -= weight;
    if (r < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

/** A standard normal draw (Box–Muller). */
export const normal = (rng: RandomFn): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

/** A Gumbel draw: the noise of a multinomial-logit choice. */
export const gumbel = (rng: RandomFn): number => -Math.log(-Math.log(1 - rng() * (1 - 1e-12)));

/**
 * Draws from many weighted values fast (a city among thousands, a hundred thousand times): the
 * cumulative weights are built once and each draw is a binary search.
 */
export function weightedSampler<T>(values: readonly T[], weightOf: (value: T) => number): (rng: RandomFn) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const v of values) cumulative.push((total += weightOf(v)));
  if (!values.length || total <= 0) throw new Error('nothing to draw from');
  return (rng) => {
    const r = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return values[lo]!;
  };
}
