import { describe, expect, it } from 'vitest';
import { meterLevel, METER_MAX } from './audio-level';

describe('meterLevel', () => {
  it('is 0 for silence and for no samples', () => {
    expect(meterLevel(new Float32Array(4096))).toBe(0);
    expect(meterLevel(new Float32Array(0))).toBe(0);
  });

  it('rises with loudness and stops at 100', () => {
    const tone = (amplitude: number) => new Float32Array(4096).map((_, i) => amplitude * Math.sin(i / 5));
    const levels = [0.01, 0.05, 0.2, 1].map((a) => meterLevel(tone(a)));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(levels[0]).toBeGreaterThan(0);
    expect(levels[1]).toBeGreaterThan(20);
    expect(meterLevel(tone(1))).toBe(METER_MAX);
  });
});
