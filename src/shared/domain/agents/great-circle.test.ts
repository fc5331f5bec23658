import { describe, expect, it } from 'vitest';
import { boundingBox, EARTH_RADIUS_KM, type LatLon } from './great-circle';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The reference great-circle distance (haversine), as candidates.ts computes it in SQL. */
function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const LISBON = { lat: 38.7167, lon: -9.1333 };
const PORTO = { lat: 41.1496, lon: -8.611 };
const inBox = (p: LatLon, center: LatLon, km: number) => {
  const box = boundingBox(center, km);
  return p.lat >= box.minLat && p.lat <= box.maxLat && box.lon.some(([min, max]) => p.lon >= min && p.lon <= max);
};

describe('great-circle distance', () => {
  it('measures known distances (Lisbon–Porto ≈ 274 km, a quarter meridian ≈ 10,008 km) and is symmetric', () => {
    expect(haversineKm(LISBON, PORTO)).toBeCloseTo(274, -1);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBeCloseTo(10_007.5, 0);
    expect(haversineKm(PORTO, LISBON)).toBe(haversineKm(LISBON, PORTO));
    expect(haversineKm(LISBON, LISBON)).toBe(0);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371, 3);
  });

  it('its box holds every point within the radius, across the antimeridian and near the poles', () => {
    const cases: [LatLon, LatLon, number][] = [
      [LISBON, PORTO, 300],
      [{ lat: -17.7, lon: 179.9 }, { lat: -17.8, lon: -179.9 }, 50], // Fiji, either side of 180°
      [{ lat: 65, lon: -179 }, { lat: 65.2, lon: 178.5 }, 200],
      [{ lat: 89.5, lon: 10 }, { lat: 89.6, lon: -170 }, 110], // across the North Pole
      [{ lat: -89, lon: 0 }, { lat: -89.5, lon: 120 }, 200],
    ];
    for (const [center, point, km] of cases) {
      expect(haversineKm(center, point)).toBeLessThanOrEqual(km);
      expect(inBox(point, center, km)).toBe(true);
    }
    expect(inBox({ lat: 40.4, lon: -3.7 }, LISBON, 300)).toBe(false); // Madrid is ~500 km away
  });

  it('splits the longitudes at the antimeridian and keeps all of them near a pole', () => {
    expect(boundingBox({ lat: 0, lon: 179.9 }, 100).lon).toHaveLength(2);
    expect(boundingBox({ lat: 89.9, lon: 0 }, 50).lon).toEqual([[-180, 180]]);
    const box = boundingBox({ lat: 89.9, lon: 0 }, 50);
    expect(box.maxLat).toBe(90);
  });
});
