import tzLookup from '@photostructure/tz-lookup';
import { canonicalZone, zoneFromName, zoneKey } from '@shared/domain/messenger/time-zones';
import { cityById, searchCities } from '../../../domain/cities/cities';

export type ResolvedZone = { zone: string; city?: string };

/** The most populous city of the bundled list with exactly that name (any case or accents), with where it is. */
async function placeCalled(name: string) {
  const key = zoneKey(name);
  if (key.length < 2) return undefined;
  const exact = (await searchCities(name, 40)).find((c) => zoneKey(c.name) === key);
  return exact ? cityById(exact.id) : undefined;
}

/**
 * What a person means by "time zone <text>": an IANA name, a zone's own city (Lisbon), else a city of
 * the bundled list (Porto, Seattle) and the zone where it lies (tz-lookup's map, offline). Null when
 * it is none of these.
 */
export async function resolveTimeZone(text: string): Promise<ResolvedZone | null> {
  const direct = zoneFromName(text);
  if (direct) return { zone: direct };
  const place = await placeCalled(text);
  if (!place) return null;
  // NOTE: tz-lookup may name a zone by its newer name (Europe/Kyiv); Intl gives the name this Node knows.
  const zone = canonicalZone(tzLookup(place.lat, place.lon));
  return zone ? { zone, city: place.label } : null;
}
