export type RandomFn = () => number;

/**
 * mulberry32: a tiny, well-mixed 32-bit PRNG returning floats in [0, 1). The same seed always
 * gives the same sequence, which is what makes simulations, the skyline and studies reproducible.
 */
export function seededRandom(seed: number): RandomFn {
  let state = (Number.isFinite(seed) ? Math.trunc(seed) : 0) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
