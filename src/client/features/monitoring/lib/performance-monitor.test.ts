import { describe, expect, it } from 'vitest';
import { bytesToMb, createFrameSampler, rateFps, rateLoad, rateMemory } from './performance-monitor';

/** Feeds the sampler frames `gapsMs` apart, starting at 0; returns the samples it produced. */
function run(gapsMs: number[]) {
  const sample = createFrameSampler();
  let t = 0;
  const out = [sample(t)].filter(Boolean);
  for (const gap of gapsMs) {
    t += gap;
    const s = sample(t);
    if (s) out.push(s);
  }
  return out;
}

describe('performance monitor (§9)', () => {
  it('samples every 60 frames: 60 fps and no drops at 16.67 ms a frame', () => {
    expect(run(Array(59).fill(1000 / 60))).toEqual([]);
    const [sample] = run(Array(60).fill(1000 / 60));
    expect(sample!.fps).toBeCloseTo(60, 0);
    expect(sample!.drops).toBe(0);
    expect(run(Array(120).fill(1000 / 60))).toHaveLength(2);
  });

  it('counts a frame over 33 ms as a drop, and exactly 33 ms as none', () => {
    const gaps = [...Array(54).fill(16), 34, 34, 34, 33, 33, 50];
    expect(run(gaps)).toEqual([{ fps: Math.floor((60 * 10_000) / gaps.reduce((a, b) => a + b)) / 10, drops: 4 }]);
  });

  it('a stall of 50 ms per frame is 20 fps with every frame dropped', () => {
    expect(run(Array(60).fill(50))).toEqual([{ fps: 20, drops: 60 }]);
  });

  it('rates FPS 50/30, memory 50/100 MB and load 1000/3000 ms', () => {
    expect([rateFps(60), rateFps(50), rateFps(49), rateFps(30), rateFps(29)]).toEqual(['good', 'good', 'warning', 'warning', 'poor']);
    expect([rateMemory(49.9), rateMemory(50), rateMemory(99), rateMemory(100)]).toEqual(['good', 'warning', 'warning', 'poor']);
    expect([rateLoad(999), rateLoad(1000), rateLoad(2999), rateLoad(3000)]).toEqual(['good', 'warning', 'warning', 'poor']);
    expect(bytesToMb(52_428_800)).toBe(50);
  });
});
