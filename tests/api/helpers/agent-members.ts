import type { Database } from '../../../src/server/db/client';
import * as t from '../../../src/server/db/schema';

/** Raw HEXACO scores that make a kind, calm profile: two of them give a YES week on the offline engine. */
export const KIND = {
  honesty_humility: 0.85,
  emotionality: 0.4,
  extraversion: 0.65,
  agreeableness: 0.75,
  conscientiousness: 0.8,
  openness: 0.75,
};
/** Scores whose pairs score far below the YES threshold: their weeks are NO on both sides. */
export const HARSH = {
  honesty_humility: 0.2,
  emotionality: 0.9,
  extraversion: 0.3,
  agreeableness: 0.15,
  conscientiousness: 0.2,
  openness: 0.2,
};

/** Lisbon, where members live unless a test moves them. */
export const LISBON = { lat: 38.7167, lon: -9.1333 };

export interface MemberSpec {
  /** Fixed ids keep each pair's seed, and so its offline week, the same on every run. */
  n: number;
  name?: string;
  email?: string;
  gender?: string;
  seeks?: string[];
  birthDate?: string;
  ageMin?: number;
  ageMax?: number;
  lat?: number;
  lon?: number;
  maxKm?: number;
  lookingFor?: string;
  hexaco?: Record<string, number> | null;
  /** The comprehensive profile's trait_evidence (how sure Maya is of each trait); none: no comprehensive profile. */
  traitEvidence?: Record<string, number>;
  /** The automation session's status; null: no session row. */
  status?: 'active' | 'paused' | null;
  demo?: boolean;
  /** false: no member_preferences row. */
  preferences?: boolean;
}

export const memberId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** When the fixtures' preferences and agents were last changed: before the tests' clocks (a change after a pass makes a pass due). */
const SET_UP_AT = new Date('2026-11-01T00:00:00Z');

/** A member straight into the tables: user, profile, personality profile, preferences, automation session. */
export async function addMember(db: Database, spec: MemberSpec): Promise<string> {
  const id = memberId(spec.n);
  const email = spec.email ?? `member${spec.n}@example.com`;
  await db.insert(t.users).values({ id, issuer: 'test', subject: `member-${spec.n}`, email });
  await db.insert(t.profiles).values({ userId: id, displayName: spec.name ?? `Member${spec.n} Surname`, email });
  if (spec.hexaco !== null) await db.insert(t.personalityProfiles).values({ userId: id, hexacoScores: spec.hexaco ?? KIND });
  if (spec.traitEvidence)
    await db.insert(t.comprehensivePersonalityProfiles).values({ userId: id, reliabilityScores: { trait_evidence: spec.traitEvidence } });
  if (spec.preferences !== false)
    await db.insert(t.memberPreferences).values({
      userId: id,
      birthDate: spec.birthDate ?? '1996-06-15',
      gender: spec.gender ?? 'woman',
      seeks: spec.seeks ?? ['man'],
      ageMin: spec.ageMin ?? 25,
      ageMax: spec.ageMax ?? 40,
      cityId: 2267057,
      cityName: 'Lisbon',
      countryCode: 'PT',
      lat: spec.lat ?? LISBON.lat,
      lon: spec.lon ?? LISBON.lon,
      maxKm: spec.maxKm ?? 50,
      lookingFor: spec.lookingFor ?? 'long_term',
      demo: spec.demo ?? false,
      updatedAt: SET_UP_AT,
    });
  if (spec.status !== null)
    await db.insert(t.automationSessions).values({ userId: id, status: spec.status ?? 'active', updatedAt: SET_UP_AT });
  return id;
}
