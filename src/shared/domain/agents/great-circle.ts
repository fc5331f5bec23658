/**
 * Distances on the Earth for candidate search (issue 31): the latitude/longitude box around a point
 * that the SQL query filters on first (so the (gender, lat) index narrows the scan), before
 * candidates.ts computes the exact haversine distance in SQL.
 */

export const EARTH_RADIUS_KM = 6371;

export interface LatLon {
  lat: number;
  lon: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Longitude intervals, each [min, max] within -180..180. */
export type LonRanges = [number, number][];

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** Two intervals when the box crosses the antimeridian; the whole circle when it holds a pole. */
  lon: LonRanges;
}

const WHOLE_CIRCLE: LonRanges = [[-180, 180]];

/**
 * Every point within `km` of `center` lies in this box (Matuschek's bounding coordinates). Near a
 * pole, or when the circle is wider than the parallel, every longitude is kept; across the
 * antimeridian the longitude interval is split in two.
 */
export function boundingBox(center: LatLon, km: number): BoundingBox {
  const angular = Math.max(0, km) / EARTH_RADIUS_KM;
  const minLat = center.lat - deg(angular);
  const maxLat = center.lat + deg(angular);
  if (minLat <= -90 || maxLat >= 90 || angular >= Math.PI / 2)
    return { minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), lon: WHOLE_CIRCLE };
  const ratio = Math.sin(angular) / Math.cos(rad(center.lat));
  if (ratio >= 1) return { minLat, maxLat, lon: WHOLE_CIRCLE };
  const dLon = deg(Math.asin(ratio));
  const minLon = center.lon - dLon;
  const maxLon = center.lon + dLon;
  if (minLon < -180)
    return {
      minLat,
      maxLat,
      lon: [
        [minLon + 360, 180],
        [-180, maxLon],
      ],
    };
  if (maxLon > 180)
    return {
      minLat,
      maxLat,
      lon: [
        [minLon, 180],
        [-180, maxLon - 360],
      ],
    };
  return { minLat, maxLat, lon: [[minLon, maxLon]] };
}
