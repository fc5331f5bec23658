import type { Database } from '../../src/server/db/client';
import { automationSessions, memberPreferences, personalityProfiles, preferenceModels, profiles, users } from '../../src/server/db/schema';
import { APPROVED_INVITE_STATUS } from '../../src/shared/domain/flow/flow-steps';
import { distanceKm } from '../matching/members';
import { CITIES, type Population, type PopulationMember } from '../matching/population';

/** The bench's members: a people-like issuer of their own, never the demo generator's (whose side approves itself). */
export const POPULATION_ISSUER = 'maya-population-bench';
const BATCH = 500;
/** GeoNames ids of the model's cities (member_preferences.city_id). */
const CITY_IDS: Record<string, { id: number; country: string }> = {
  Paris: { id: 2988507, country: 'FR' },
  Berlin: { id: 2950159, country: 'DE' },
  Madrid: { id: 3117735, country: 'ES' },
  London: { id: 2643743, country: 'GB' },
  Milan: { id: 3173435, country: 'IT' },
};
const DAY_MS = 86_400_000;

/** A birth date that makes them `age` on `start` and for the 240 days after it (no birthday in the run). */
export function birthDateFor(age: number, start: Date): string {
  const d = new Date(start.getTime() - 120 * DAY_MS);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  return d.toISOString().slice(0, 10);
}

const nearestCity = (m: PopulationMember) =>
  CITIES.reduce((best, c) =>
    (distanceKm(m.member, { ...m.member, lat: c.lat, lon: c.lon }) ?? Infinity) <
    (distanceKm(m.member, { ...m.member, lat: best.lat, lon: best.lon }) ?? Infinity)
      ? c
      : best,
  );

/**
 * The population model's members as real rows: users, profiles (the journey finished), their HEXACO
 * profile, member_preferences (not demo: their decisions are the simulated people's), interests as
 * the 'interests' preference model the candidate search reads, and an active agent. Returns the
 * model's id → user id.
 */
export async function seedPopulation(db: Database, population: Population, start: Date): Promise<Map<string, string>> {
  const userIds = new Map<string, string>();
  for (let i = 0; i < population.members.length; i += BATCH) {
    const batch = population.members.slice(i, i + BATCH);
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(batch.map((m) => ({ issuer: POPULATION_ISSUER, subject: `${population.seed}:${m.member.id}` })))
        .returning({ id: users.id, subject: users.subject });
      for (const u of inserted) userIds.set(u.subject.split(':')[1]!, u.id);
      const idOf = (m: PopulationMember) => userIds.get(m.member.id)!;
      await tx.insert(profiles).values(
        batch.map((m) => ({
          userId: idOf(m),
          displayName: `Member ${m.member.id.slice(1)}`,
          onboardingCompleted: true,
          inviteStatus: APPROVED_INVITE_STATUS,
          flowMarks: ['reveal', 'connections', 'simulation'],
        })),
      );
      await tx
        .insert(personalityProfiles)
        .values(batch.map((m) => ({ userId: idOf(m), hexacoScores: { ...m.member.hexaco! }, confidence: 0.8 })));
      await tx.insert(memberPreferences).values(
        batch.map((m) => {
          const city = nearestCity(m);
          const p = m.member;
          return {
            userId: idOf(m),
            birthDate: birthDateFor(p.age, start),
            gender: p.gender,
            seeks: p.seeks,
            ageMin: p.age_min!,
            ageMax: p.age_max!,
            cityId: CITY_IDS[city.name]!.id,
            cityName: city.name,
            countryCode: CITY_IDS[city.name]!.country,
            lat: p.lat!,
            lon: p.lon!,
            maxKm: p.max_km!,
            lookingFor: p.looking_for!,
            demo: false,
          };
        }),
      );
      const withInterests = batch.filter((m) => m.member.interests?.length);
      if (withInterests.length)
        await tx.insert(preferenceModels).values(
          withInterests.map((m) => ({
            userId: idOf(m),
            preferenceCategory: 'interests',
            preferenceData: { top: m.member.interests!.map((term) => ({ term, count: 3 })) },
          })),
        );
      await tx.insert(automationSessions).values(batch.map((m) => ({ userId: idOf(m), status: 'active' })));
    });
  }
  return userIds;
}
