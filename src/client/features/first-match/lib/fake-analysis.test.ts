import { describe, expect, it } from 'vitest';
import { seededRandom } from '@shared/lib/seeded-random';
import { analysisComplete, FAKE_ANALYSIS, nextAnalysisProgress, unlockedStages } from './fake-analysis';

const fixed = (value: number) => () => value;

describe('fake profile analysis (§2.9)', () => {
  it('ticks every 200 ms', () => {
    expect(FAKE_ANALYSIS.tickMs).toBe(200);
  });

  it('adds 1-4 per tick and stops at 100', () => {
    expect(nextAnalysisProgress(0, fixed(0))).toBe(1);
    expect(nextAnalysisProgress(10, fixed(0.99))).toBe(14);
    expect(nextAnalysisProgress(98, fixed(0.99))).toBe(100);
    expect(nextAnalysisProgress(100, fixed(0.5))).toBe(100);
  });

  it('reaches 100 in 25-100 ticks from 0', () => {
    const rand = seededRandom(5);
    let p = 0;
    let ticks = 0;
    while (!analysisComplete(p)) {
      const next = nextAnalysisProgress(p, rand);
      expect(next - p).toBeGreaterThanOrEqual(1);
      expect(next - p).toBeLessThanOrEqual(4);
      p = next;
      ticks++;
    }
    expect(p).toBe(100);
    expect(ticks).toBeGreaterThanOrEqual(25);
    expect(ticks).toBeLessThanOrEqual(100);
  });

  it('unlocks the four stages strictly above 0, 25, 50 and 75', () => {
    const keys = (p: number) => unlockedStages(p).map((s) => s.key);
    expect(keys(0)).toEqual([]);
    expect(keys(1)).toEqual(['data_collection']);
    expect(keys(25)).toEqual(['data_collection']);
    expect(keys(26)).toEqual(['data_collection', 'pattern_analysis']);
    expect(keys(51)).toEqual(['data_collection', 'pattern_analysis', 'preference_mapping']);
    expect(keys(75)).toHaveLength(3);
    expect(unlockedStages(76).map((s) => s.label)).toEqual(['Data collection', 'Pattern analysis', 'Preference mapping', 'Optimization']);
  });

  it('is complete only at 100', () => {
    expect(analysisComplete(99)).toBe(false);
    expect(analysisComplete(100)).toBe(true);
  });
});
