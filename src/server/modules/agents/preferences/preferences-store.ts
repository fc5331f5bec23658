import { eq, sql } from 'drizzle-orm';
import type { Gender, LookingFor, MemberPreferences, MemberPreferencesInput } from '@shared/schemas/member-preferences';
import type { Database } from '../../../db/client';
import { memberPreferences } from '../../../db/schema';
import type { PlacedCity } from '../../../domain/cities/city-index';

type Row = typeof memberPreferences.$inferSelect;

/** The member's own view of their row: every choice, and the city by name (the coordinates stay here). */
const toView = (row: Row, countryName: string): MemberPreferences => ({
  birth_date: row.birthDate,
  gender: row.gender as Gender,
  seeks: row.seeks as Gender[],
  age_min: row.ageMin,
  age_max: row.ageMax,
  city_id: row.cityId,
  max_km: row.maxKm,
  looking_for: row.lookingFor as LookingFor,
  share_age: row.shareAge,
  share_area: row.shareArea,
  share_summary: row.shareSummary,
  city: { id: row.cityId, name: row.cityName, country: row.countryCode, countryName, label: `${row.cityName}, ${countryName}` },
});

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNameOf = (code: string) => regionNames.of(code) ?? code;

export async function loadPreferences(db: Database, userId: string): Promise<MemberPreferences | null> {
  const [row] = await db.select().from(memberPreferences).where(eq(memberPreferences.userId, userId)).limit(1);
  return row ? toView(row, countryNameOf(row.countryCode)) : null;
}

/** True when the member told Maya who they want to meet: without it their agent is never in the pool. */
export async function hasPreferences(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberPreferences.userId })
    .from(memberPreferences)
    .where(eq(memberPreferences.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** One upsert on the member's row; the city's name, country and coordinates are copied from the bundled list. */
export async function savePreferences(db: Database, userId: string, input: MemberPreferencesInput, city: PlacedCity) {
  const values = {
    birthDate: input.birth_date,
    gender: input.gender,
    seeks: input.seeks,
    ageMin: input.age_min,
    ageMax: input.age_max,
    cityId: city.id,
    cityName: city.name,
    countryCode: city.country,
    lat: city.lat,
    lon: city.lon,
    maxKm: input.max_km,
    lookingFor: input.looking_for,
    shareAge: input.share_age,
    shareArea: input.share_area,
    shareSummary: input.share_summary,
  };
  const [row] = await db
    .insert(memberPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toView(row!, city.countryName);
}
