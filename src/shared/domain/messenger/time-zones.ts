/**
 * Time zones a person names in the chat ("time zone Lisbon", "my time zone is Europe/Paris"): IANA
 * names checked with Intl, and the zones' own cities (the last part of a name: Lisbon, New York).
 * Cities that name no zone (Porto, Lyon) are the server's part: it knows where they are.
 */

/** Lower case without accents or underscores, so "são paulo" finds America/Sao_Paulo. */
export const zoneKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[_\s]+/g, ' ')
    .toLowerCase()
    .trim();

/** The canonical IANA name Intl knows `text` by ("europe/paris" → "Europe/Paris"), or null. */
export function canonicalZone(text: string): string | null {
  const name = text.trim().replace(/\s+/g, '_');
  if (!name || name.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The city a zone is named after: "America/Argentina/Buenos_Aires" → "Buenos Aires"; null for "UTC". */
export const exemplarCity = (zone: string) => (zone.includes('/') ? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ') : null);

/** The zone named after that city ("lisbon" → "Europe/Lisbon"), among `zones` (default: every zone Intl knows). */
export function zoneNamedAfter(city: string, zones: readonly string[] = Intl.supportedValuesOf('timeZone')): string | null {
  const key = zoneKey(city);
  if (!key) return null;
  return zones.find((z) => zoneKey(exemplarCity(z) ?? '') === key) ?? null;
}

/** An IANA name, else the zone named after that city; null when neither. */
export const zoneFromName = (text: string): string | null =>
  (/[/]|^(?:utc|gmt)$/i.test(text.trim()) ? canonicalZone(text) : null) ?? zoneNamedAfter(text);

/** "14:05" on that zone's clock: the person sees at once whether it is right. */
export const clockIn = (zone: string, now: Date) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(now);
