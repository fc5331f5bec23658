import { distanceKm, scoredMember } from '../matching/members';
import type { Population } from '../matching/population';

// A little under a degree of latitude on the great circle (≈ 111.19 km): the band never drops a pair within reach.
const KM_PER_DEGREE_LAT = 111;

/**
 * How many members each member's preferences admit, and are admitted by (Maya's hard filters both
 * ways, as `eligible` in members.ts and the candidate search apply them), by model id. O(n²), the
 * cheap tests first (gender, ages, a latitude band) and each member's ranges read once.
 */
export function admittedCandidates(population: Population): Map<string, number> {
  const ms = population.members.map((m) => {
    const s = scoredMember(m.member);
    return { m: m.member, ageMin: s.ageMin, ageMax: s.ageMax, maxKm: s.maxKm };
  });
  const counts = new Map(ms.map((x) => [x.m.id, 0]));
  for (let i = 0; i < ms.length; i++)
    for (let j = i + 1; j < ms.length; j++) {
      const a = ms[i]!;
      const b = ms[j]!;
      if (!a.m.seeks.includes(b.m.gender) || !b.m.seeks.includes(a.m.gender)) continue;
      if (b.m.age < a.ageMin || b.m.age > a.ageMax || a.m.age < b.ageMin || a.m.age > b.ageMax) continue;
      const maxKm = Math.min(a.maxKm, b.maxKm);
      if (a.m.lat !== undefined && b.m.lat !== undefined && Math.abs(a.m.lat - b.m.lat) * KM_PER_DEGREE_LAT > maxKm) continue;
      const km = distanceKm(a.m, b.m);
      if (km !== null && km > maxKm) continue;
      counts.set(a.m.id, counts.get(a.m.id)! + 1);
      counts.set(b.m.id, counts.get(b.m.id)! + 1);
    }
  return counts;
}
