import { describe, expect, it } from 'vitest';
import { buildingPath, generateSkyline, SKYLINE_HEIGHT, SKYLINE_WIDTH } from './skyline-layout';

describe('generateSkyline', () => {
  it('draws the same city every time for a seed', () => {
    expect(generateSkyline(5)).toEqual(generateSkyline(5));
    expect(generateSkyline(5)).not.toEqual(generateSkyline(6));
  });

  it('has far, mid and near layers that each span the whole width with room for parallax', () => {
    for (const layer of generateSkyline()) {
      const first = layer.buildings[0]!;
      const last = layer.buildings.at(-1)!;
      expect(first.x).toBeLessThan(-40);
      expect(last.x + last.w).toBeGreaterThan(SKYLINE_WIDTH + 40);
    }
    expect(generateSkyline().map((l) => l.name)).toEqual(['far', 'mid', 'near']);
  });

  it('keeps every window inside its building and the picture', () => {
    for (const layer of generateSkyline()) {
      for (const b of layer.buildings) {
        for (const w of b.windows) {
          expect(w.x).toBeGreaterThanOrEqual(b.x);
          expect(w.x + w.w).toBeLessThanOrEqual(b.x + b.w);
          expect(w.y).toBeGreaterThanOrEqual(SKYLINE_HEIGHT - b.h);
          expect(w.y + w.h).toBeLessThanOrEqual(SKYLINE_HEIGHT);
        }
      }
    }
  });

  it('leaves most windows dark so the pointer has something to light', () => {
    const windows = generateSkyline().flatMap((l) => l.buildings.flatMap((b) => b.windows));
    const lit = windows.filter((w) => w.lit).length;
    expect(lit / windows.length).toBeLessThan(0.4);
  });
});

describe('buildingPath', () => {
  it('closes the outline on the ground line', () => {
    expect(buildingPath({ x: 10, w: 50, h: 100, roof: 'flat', windows: [] })).toBe(
      `M10 ${SKYLINE_HEIGHT}V${SKYLINE_HEIGHT - 100}H60V${SKYLINE_HEIGHT}Z`,
    );
    expect(buildingPath({ x: 10, w: 50, h: 100, roof: 'spire', windows: [] })).toMatch(/Z$/);
  });
});
