/** Spec §9: the level meter's maximum. */
export const METER_MAX = 100;

/**
 * The level meter's reading (0-100) for one buffer of samples: its RMS on a gentle curve, so
 * speech (RMS ≈ 0.02-0.2) moves the bar through its range instead of hugging the bottom.
 */
export function meterLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(METER_MAX, Math.round(Math.sqrt(rms) * 2 * METER_MAX));
}
