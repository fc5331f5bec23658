import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberPreferences, users } from '../../../db/schema';
import { MAX_DEMO_MEMBERS } from '@shared/schemas/admin';
import { placesFor } from './demo-cities';
import { DEMO_ISSUER, demoMembers, type DemoMember } from './demo-members';
import { insertDemoBatch } from './insert-demo-batch';
import type { DemoCity } from './demo-places';

export const DEMO_REFUSED_IN_PRODUCTION = 'seed-members makes demo members and is refused in production.';

/** Members per batch: rows per multi-row INSERT (member_preferences: 17 values a row, well under PostgreSQL's 65,535 parameters). */
const BATCH = 500;
/** Members made between two turns of the event loop, so a batch's INSERTs go on while the next is made. */
const SLICE = 25;

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
    pending = insertDemoBatch(db, members);
    // Awaited on the next round; meanwhile a failure must not count as unhandled.
    pending.catch(() => undefined);
  }
  created += await pending;
  return { created, skipped: count - created, seed, near: places.near };
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
