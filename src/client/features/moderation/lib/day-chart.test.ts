import { describe, expect, it } from 'vitest';
import { CHART, chartBars, niceMax } from './day-chart';

describe('the overview chart (issue 42 item 3)', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 11, 40, 51, 999].map(niceMax)).toEqual([1, 1, 2, 5, 10, 20, 50, 100, 1000]);
  });

  it('draws each series side by side within its day, on one scale from the baseline', () => {
    const { bars, ticks, max } = chartBars(
      [
        { key: 'flags', label: 'Flags', values: [0, 4] },
        { key: 'reports', label: 'Reports', values: [2, 1] },
      ],
      2,
    );
    expect(max).toBe(5);
    const baseline = CHART.height - CHART.bottom;
    expect(bars.every((b) => Math.abs(b.y + b.height - baseline) < 1e-9)).toBe(true);
    const [flags0, flags1, reports0] = bars;
    expect(flags0!.height).toBe(0);
    expect(flags1!.height / reports0!.height).toBeCloseTo(2);
    expect(reports0!.x).toBeCloseTo(flags0!.x + flags0!.width);
    expect(flags1!.x).toBeGreaterThan(reports0!.x + reports0!.width);
    expect(ticks.map((t) => t.value)).toEqual([0, 2.5, 5]);
  });
});
