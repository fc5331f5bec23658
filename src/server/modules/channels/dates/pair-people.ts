import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agentPairs, profiles } from '../../../db/schema';
import { sharedInterests } from '@shared/domain/matching/shared-interests';
import type { Side } from '@shared/domain/date-plans/plan-state';
import { firstNameOf } from '@shared/lib/first-name';
import { pairBlocked, rowsOf, learnedColumns, learnedTopics, sharedInterestsOf } from '@server/modules/agents';
import { preferredLink } from '../links';

export type Person = { userId: string; firstName: string; timeZone: string };
export type PairPeople = { pairId: string; open: boolean; people: Record<Side, Person>; interests: () => Promise<string[]> };

async function person(db: Database, userId: string): Promise<Person> {
  const [profile] = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId));
  const link = await preferredLink(db, userId);
  // NOTE: the zone is the link's (the browser's at sign-in); UTC when unknown.
  return { userId, firstName: firstNameOf(profile?.name) ?? 'Someone', timeZone: link?.timeZone ?? 'UTC' };
}

async function learned(db: Database, userId: string): Promise<string[]> {
  const [row] = rowsOf<{ interests_data: unknown; tastes: unknown[] | null }>(
    await db.execute(sql`select ${learnedColumns(sql`${userId}::uuid`)}`),
  );
  return learnedTopics(row?.interests_data, row?.tastes ?? null);
}

/**
 * The pair behind a plan: both people (first name, zone), whether they may still plan (introduced
 * and no block either way), and what they share: the agents' week's shared interests, else the
 * topics Maya learned both like.
 */
export async function pairPeople(db: Database, pairId: string): Promise<PairPeople | null> {
  const [pair] = await db
    .select({
      lowUserId: agentPairs.lowUserId,
      highUserId: agentPairs.highUserId,
      status: agentPairs.status,
      week: agentPairs.week,
      blocked: sql<boolean>`${pairBlocked}`,
    })
    .from(agentPairs)
    .where(eq(agentPairs.id, pairId));
  if (!pair) return null;
  const [low, high] = await Promise.all([person(db, pair.lowUserId), person(db, pair.highUserId)]);
  const interests = async () => {
    const fromWeek = sharedInterestsOf(pair.week);
    if (fromWeek.length > 0) return fromWeek;
    return sharedInterests(await learned(db, pair.lowUserId), await learned(db, pair.highUserId));
  };
  return { pairId, open: pair.status === 'introduced' && !pair.blocked, people: { low, high }, interests };
}

/** The person's introduced pairs, newest introduction first (whom "schedule a date" means). */
export async function introducedPairsOf(db: Database, userId: string) {
  return db
    .select({ id: agentPairs.id, lowUserId: agentPairs.lowUserId, highUserId: agentPairs.highUserId })
    .from(agentPairs)
    .where(and(eq(agentPairs.status, 'introduced'), or(eq(agentPairs.lowUserId, userId), eq(agentPairs.highUserId, userId))))
    .orderBy(sql`${agentPairs.introducedAt} desc nulls last`);
}
