import { describe, expect, it } from 'vitest';
import { generateSkyline } from './skyline-layout';
import { groupByColour, windowsPath } from './skyline-windows';

const win = (x: number, lit: string | null) => ({ x, y: 10, w: 6, h: 8, lit, glow: '#fff' });

describe('windowsPath', () => {
  it('draws each window as one closed rectangle, moving relative to the one before', () => {
    expect(windowsPath([win(3, null), win(20, null), { ...win(5, null), y: 30 }])).toBe('M3 10h6v8h-6zm17 0h6v8h-6zm-15 20h6v8h-6z');
  });

  it('shrinks each window by the inset, for a stroke that rounds its corners back to full size', () => {
    expect(windowsPath([win(3, null)], 1)).toBe('M4 11h4v6h-4z');
  });
});

describe('groupByColour', () => {
  it('groups windows by colour in first-seen order and leaves out those without one', () => {
    const [a, b, c] = [win(1, '#a'), win(2, null), win(3, '#a')];
    expect(groupByColour([a, b, c, win(4, '#b')], (w) => w.lit)).toEqual([
      ['#a', [a, c]],
      ['#b', [win(4, '#b')]],
    ]);
  });

  it('keeps every window of the skyline, in a handful of colours per layer', () => {
    for (const layer of generateSkyline()) {
      const windows = layer.buildings.flatMap((b) => b.windows);
      const groups = groupByColour(windows, (w) => w.lit ?? 'dark');
      expect(groups.flatMap(([, ws]) => ws)).toHaveLength(windows.length);
      expect(groups.length).toBeLessThanOrEqual(7);
    }
  });
});
