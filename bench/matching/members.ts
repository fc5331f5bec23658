import { EARTH_RADIUS_KM } from '../../src/shared/domain/agents/great-circle';
import type { ScoredMember } from '../../src/shared/domain/agents/reciprocal-score';
import { normalizeHexaco } from '../../src/shared/domain/assessment/hexaco';
import type { ReplayMember } from './replay-log';

/**
 * A log member as Maya's scoring reads a member (docs/matching.md "Missing fields"): a missing age
 * range is the member's age ± 6, a missing maximum distance 100 km, a missing wish `open`, a
 * missing profile the average person (0.5 on every trait) and missing interests none. Each default
 * is the same for every member, so a field missing for all of them ranks nobody above another.
 */
export const DEFAULT_AGE_SPAN = 6;
export const DEFAULT_MAX_KM = 100;

export const scoredMember = (m: ReplayMember): ScoredMember => ({
  age: m.age,
  ageMin: m.age_min ?? Math.max(18, m.age - DEFAULT_AGE_SPAN),
  ageMax: m.age_max ?? m.age + DEFAULT_AGE_SPAN,
  maxKm: m.max_km ?? DEFAULT_MAX_KM,
  lookingFor: m.looking_for ?? 'open',
  hexaco: normalizeHexaco(m.hexaco ?? {}),
  traitEvidence: null,
  interests: m.interests ?? [],
});

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance (haversine), or null when either member has no place. */
export function distanceKm(a: ReplayMember, b: ReplayMember): number | null {
  if (a.lat === undefined || a.lon === undefined || b.lat === undefined || b.lon === undefined) return null;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Maya's hard filters both ways (docs/agents.md): gender, age range, and distance within the smaller maximum. */
export function eligible(a: ReplayMember, b: ReplayMember, km: number | null): boolean {
  const sa = scoredMember(a);
  const sb = scoredMember(b);
  return (
    a.id !== b.id &&
    a.seeks.includes(b.gender) &&
    b.seeks.includes(a.gender) &&
    b.age >= sa.ageMin &&
    b.age <= sa.ageMax &&
    a.age >= sb.ageMin &&
    a.age <= sb.ageMax &&
    (km === null || km <= Math.min(sa.maxKm, sb.maxKm))
  );
}
