/** The number helpers every side uses; pure. */

/** `value` held within [min, max]. */
export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Rounded to two decimals (0.125 → 0.13), as scores are stored and shown. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The arithmetic mean, or null for no values (there is no average of nothing). */
export const mean = (values: readonly number[]): number | null =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
