import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { automationSessions, memberPreferences, personalityProfiles, profiles, users } from '../../../db/schema';
import { APPROVED_INVITE_STATUS } from '@shared/domain/flow/flow-steps';
import { MAX_DEMO_MEMBERS } from '@shared/schemas/admin';
import { placesFor } from './demo-cities';
import { DEMO_ISSUER, demoMembers, type DemoMember } from './demo-members';
import type { DemoCity } from './demo-places';

export const DEMO_REFUSED_IN_PRODUCTION = 'seed-members makes demo members and is refused in production.';

/** Rows per multi-row INSERT (member_preferences: 16 values a row, well under PostgreSQL's 65,535 parameters). */
const BATCH = 500;
/** Members made between two turns of the event loop, so a batch's INSERTs go on while the next is made. */
const SLICE = 25;
/** A demo member has walked the whole journey: revealed, connected, simulated, handed off. */
const FINISHED_JOURNEY = ['reveal', 'connections', 'simulation'];

export interface SeedDemoOptions {
  count: number;
  /** The pool's seed: the same seed makes the same members (default: a random one, returned). */
  seed?: number;
  /** A city name ("Berlin", "Paris, FR") or GeoNames id: most members live in or around it. */
  near?: string | null;
  /** The first member's number (a pool made in parts); default 0. */
  from?: number;
  /** YYYY-MM-DD, the day ages are true on (default: today, UTC). */
  today?: string;
}

export interface SeedDemoResult {
  /** Members inserted; a member of this seed already there is skipped. */
  created: number;
  skipped: number;
  seed: number;
  near: DemoCity | null;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Inserts demo members (docs/agents.md "Demo members"): users, profiles, personality_profiles,
 * member_preferences (demo = true) and an active automation session each, 500 at a time, one
 * transaction per batch. NOTE: callers refuse this in production (the admin command and route).
 */
export async function seedDemoMembers(db: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { count, from = 0, near = null } = options;
  if (!Number.isInteger(count) || count < 0 || count > MAX_DEMO_MEMBERS) throw new RangeError(`count must be 0..${MAX_DEMO_MEMBERS}`);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const places = await placesFor(near);
  const make = async (start: number, size: number) => {
    const members: DemoMember[] = [];
    for (let i = 0; i < size; i += SLICE) {
      members.push(...demoMembers({ seed, from: start + i, count: Math.min(SLICE, size - i), places, today }));
      await nextTurn();
    }
    return members;
  };
  let created = 0;
  let pending: Promise<number> = Promise.resolve(0);
  for (let start = from; start < from + count; start += BATCH) {
    const members = await make(start, Math.min(BATCH, from + count - start));
    created += await pending;
    pending = insertBatch(db, members);
    // Awaited on the next round; meanwhile a failure must not count as unhandled.
    pending.catch(() => undefined);
  }
  created += await pending;
  return { created, skipped: count - created, seed, near: places.near };
}

async function insertBatch(db: Database, members: readonly DemoMember[]): Promise<number> {
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

/**
 * Deletes every demo member: marked demo AND made by seed-members (so a real member is never taken,
 * whatever their flag says). Their rows everywhere go with them (each references users on delete cascade).
 */
export async function removeDemoMembers(db: Database): Promise<number> {
  const demo = db
    .select({ id: memberPreferences.userId })
    .from(memberPreferences)
    .where(sql`${memberPreferences.demo}`);
  const removed = await db
    .delete(users)
    .where(and(eq(users.issuer, DEMO_ISSUER), inArray(users.id, demo)))
    .returning({ id: users.id });
  return removed.length;
}
