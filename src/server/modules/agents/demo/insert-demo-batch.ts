import type { Database } from '../../../db/client';
import { automationSessions, memberPreferences, personalityProfiles, profiles, users } from '../../../db/schema';
import { APPROVED_INVITE_STATUS } from '@shared/domain/flow/flow-steps';
import { DEMO_ISSUER, type DemoMember } from './demo-members';

/** A demo member has walked the whole journey: revealed, connected, simulated, handed off. */
const FINISHED_JOURNEY = ['reveal', 'connections', 'simulation'];

/**
 * One batch of demo members in one transaction, a multi-row INSERT per table: users (a member of
 * this seed already there is skipped), profiles, personality_profiles, member_preferences (demo) and
 * an active automation session. Returns how many were inserted.
 */
export async function insertDemoBatch(db: Database, members: readonly DemoMember[]): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(members.map((m) => ({ issuer: DEMO_ISSUER, subject: m.subject })))
      .onConflictDoNothing()
      .returning({ id: users.id, subject: users.subject });
    const idOf = new Map(inserted.map((u) => [u.subject, u.id]));
    const fresh = members.flatMap((m) => {
      const userId = idOf.get(m.subject);
      return userId ? [{ userId, m }] : [];
    });
    if (!fresh.length) return 0;
    await tx.insert(profiles).values(
      fresh.map(({ userId, m }) => ({
        userId,
        displayName: m.displayName,
        onboardingCompleted: true,
        inviteStatus: APPROVED_INVITE_STATUS,
        flowMarks: FINISHED_JOURNEY,
      })),
    );
    await tx.insert(personalityProfiles).values(fresh.map(({ userId, m }) => ({ userId, ...m.personality })));
    await tx.insert(memberPreferences).values(
      fresh.map(({ userId, m: { preferences: p, city } }) => ({
        userId,
        birthDate: p.birthDate,
        gender: p.gender,
        seeks: p.seeks,
        ageMin: p.ageMin,
        ageMax: p.ageMax,
        cityId: city.id,
        cityName: city.name,
        countryCode: city.country,
        lat: city.lat,
        lon: city.lon,
        maxKm: p.maxKm,
        lookingFor: p.lookingFor,
        shareAge: p.shareAge,
        shareArea: p.shareArea,
        shareSummary: p.shareSummary,
        demo: true,
      })),
    );
    await tx.insert(automationSessions).values(fresh.map(({ userId }) => ({ userId, status: 'active' })));
    return fresh.length;
  });
}
