/** Numeric helpers of the scoring parts (clamp and mean are the shared ones in src/shared/lib/math.ts). */

export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export const median = (xs: readonly number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
