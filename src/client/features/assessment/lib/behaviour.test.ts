import { describe, expect, it } from 'vitest';
import {
  HESITATION_DWELL_MS,
  clickPathEfficiency,
  clickPathEvent,
  detectDeviceTier,
  focusChanged,
  focusEvent,
  hesitationEvent,
  initialDwell,
  pruneOld,
  stepDwell,
  type DwellState,
  type Hesitation,
  type Sample,
} from './behaviour';

/** Runs samples through the dwell detector and collects the hesitations it reports. */
const dwell = (samples: Sample[]) => {
  let state: DwellState = initialDwell;
  const found: Hesitation[] = [];
  for (const s of samples) {
    const step = stepDwell(state, s);
    state = step.state;
    if (step.hesitation) found.push(step.hesitation);
  }
  return found;
};
/** One sample every 100 ms for `ms`, from `from`, at positions given by `at(i)`. */
const samples = (ms: number, at: (i: number) => { x: number; y: number }, from = 0): Sample[] =>
  Array.from({ length: ms / 100 + 1 }, (_, i) => ({ ...at(i), t: from + i * 100 }));

describe('device tier', () => {
  it('is low under 4 cores, medium from 4 to 7, high from 8', () => {
    expect(detectDeviceTier({ cores: 2 })).toBe('low');
    expect(detectDeviceTier({ cores: 3, memoryGb: 8 })).toBe('low');
    expect(detectDeviceTier({ cores: 4 })).toBe('medium');
    expect(detectDeviceTier({ cores: 7 })).toBe('medium');
    expect(detectDeviceTier({ cores: 8 })).toBe('high');
    expect(detectDeviceTier({ cores: 16, memoryGb: 8 })).toBe('high');
  });
  it('lets little memory pull the tier down', () => {
    expect(detectDeviceTier({ cores: 8, memoryGb: 1 })).toBe('low');
    expect(detectDeviceTier({ cores: 8, memoryGb: 2 })).toBe('medium');
  });
  it('counts a browser that reports nothing as medium', () => {
    expect(detectDeviceTier({})).toBe('medium');
    expect(detectDeviceTier({ cores: 0 })).toBe('medium');
    expect(detectDeviceTier({ memoryGb: 8 })).toBe('high');
  });
});

describe('hesitation', () => {
  it('reports a cursor that stays within 30 px for over 1500 ms, once', () => {
    const found = dwell(samples(3000, (i) => ({ x: 200 + (i % 2) * 20, y: 300 })));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ x: 200, y: 300 });
    expect(found[0]!.duration_ms).toBeGreaterThan(HESITATION_DWELL_MS);
  });
  it('does not report exactly 1500 ms', () => {
    expect(dwell(samples(1500, () => ({ x: 10, y: 10 })))).toEqual([]);
    expect(dwell(samples(1600, () => ({ x: 10, y: 10 })))).toHaveLength(1);
  });
  it('restarts the dwell when the cursor moves more than 30 px away', () => {
    const moving = samples(3000, (i) => ({ x: i * 31, y: 0 }));
    expect(dwell(moving)).toEqual([]);
    const twoPauses = [...samples(2000, () => ({ x: 0, y: 0 })), ...samples(2000, () => ({ x: 100, y: 100 }), 2100)];
    expect(dwell(twoPauses)).toHaveLength(2);
  });
  it('makes an event worth -0.03', () => {
    const event = hesitationEvent({ x: 1, y: 2, duration_ms: 1600 }, 5000);
    expect(event).toEqual({
      event_type: 'hesitation',
      event_data: { x: 1, y: 2, duration_ms: 1600 },
      timestamp_ms: 5000,
      confidence_impact: -0.03,
    });
  });
});

describe('click path', () => {
  it('is 1 for a straight line and lower for a detour', () => {
    expect(
      clickPathEfficiency([
        { x: 0, y: 0 },
        { x: 50, y: 0 },
        { x: 100, y: 0 },
      ])?.efficiency,
    ).toBe(1);
    const detour = clickPathEfficiency([
      { x: 0, y: 0 },
      { x: 0, y: 100 },
      { x: 100, y: 100 },
      { x: 100, y: 0 },
    ]);
    expect(detour).toEqual({ efficiency: 0.333, direct_px: 100, path_px: 300, points: 4 });
  });
  it('has nothing to judge without travel', () => {
    expect(clickPathEfficiency([])).toBeNull();
    expect(clickPathEfficiency([{ x: 5, y: 5 }])).toBeNull();
    expect(
      clickPathEfficiency([
        { x: 5, y: 5 },
        { x: 5, y: 5 },
      ]),
    ).toBeNull();
  });
  it('is worth +0.02 over 0.8, otherwise -0.01', () => {
    expect(clickPathEvent({ efficiency: 0.81, direct_px: 81, path_px: 100, points: 3 }, 1).confidence_impact).toBe(0.02);
    expect(clickPathEvent({ efficiency: 0.8, direct_px: 80, path_px: 100, points: 3 }, 1).confidence_impact).toBe(-0.01);
  });
});

describe('focus', () => {
  it('records only real changes, focus +0.01 and blur -0.02', () => {
    expect(focusChanged(true, true)).toBe(false);
    expect(focusChanged(true, false)).toBe(true);
    expect(focusEvent(true, 10)).toMatchObject({ event_type: 'focus_change', event_data: { focused: true }, confidence_impact: 0.01 });
    expect(focusEvent(false, 10).confidence_impact).toBe(-0.02);
  });
});

describe('pruning', () => {
  it('drops events older than 30 s and keeps the array when nothing is old', () => {
    const events = [hesitationEvent({ x: 0, y: 0, duration_ms: 1600 }, 1_000), focusEvent(false, 25_000), focusEvent(true, 40_000)];
    expect(pruneOld(events, 40_000).map((e) => e.timestamp_ms)).toEqual([25_000, 40_000]);
    expect(pruneOld(events, 31_000)).toBe(events);
    expect(
      pruneOld(
        [
          { x: 0, y: 0, t: 0 },
          { x: 1, y: 1, t: 50_000 },
        ],
        60_000,
      ),
    ).toEqual([{ x: 1, y: 1, t: 50_000 }]);
  });
});
