/**
 * The overview's per-day chart, as numbers (pure): bars for each series side by side within a day, on one scale
 * from 0 to a rounded maximum, and the ticks of that scale. The component only draws what this returns.
 */
export type ChartSeries = { key: string; label: string; values: number[] };
export type ChartBar = { series: string; day: number; x: number; y: number; width: number; height: number; value: number };

export const CHART = { width: 640, height: 240, left: 40, bottom: 34, top: 12, right: 8 } as const;
/** Every how many days a date is written under the axis (counted back from today, which is always labelled). */
export const LABEL_EVERY = 3;

/** 1, 2, 5, 10, 20, 50 …: the smallest "nice" number at or above `n` (at least 1). */
export function niceMax(n: number): number {
  if (n <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}

export function chartBars(series: ChartSeries[], days: number) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const slot = plotW / Math.max(1, days);
  const barW = (slot * 0.75) / Math.max(1, series.length);
  const bars: ChartBar[] = [];
  series.forEach((s, si) =>
    s.values.forEach((value, day) => {
      const height = (value / max) * plotH;
      bars.push({
        series: s.key,
        day,
        value,
        width: barW,
        height,
        x: CHART.left + day * slot + slot * 0.125 + si * barW,
        y: CHART.top + plotH - height,
      });
    }),
  );
  const ticks = [0, max / 2, max].map((v) => ({ value: v, y: CHART.top + plotH - (v / max) * plotH }));
  return { bars, ticks, max, slot };
}
