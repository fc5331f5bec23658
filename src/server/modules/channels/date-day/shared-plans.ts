import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agentPairs, dateShares, datePlans, profiles } from '../../../db/schema';
import { firstNameOf } from '@shared/lib/first-name';
import type { SharedPlan } from '@shared/schemas/date-day';
import { preferredLink } from '../links';
import { pairBlocked } from '@server/modules/agents';

/**
 * A shared plan stops working this long after the date ends: a friend checking late that evening still sees it,
 * and by the next morning the link shows nothing.
 */
export const SHARE_GRACE_MS = 6 * 3_600_000;
/** 24 random bytes (192 bits), base64url: unguessable, and short enough for a chat message. */
const newToken = () => randomBytes(24).toString('base64url');

export const sharedPlanUrl = (publicUrl: string, token: string) => `${new URL(publicUrl).origin}/plan/${token}`;

/**
 * The person's link to share an agreed date of theirs (the same link when asked again; its expiry follows a moved
 * date). Null when the plan is not theirs or not agreed.
 */
export async function sharePlan(
  db: Database,
  userId: string,
  planId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  const [plan] = await db
    .select({ end: datePlans.chosenEnd })
    .from(datePlans)
    .innerJoin(agentPairs, eq(agentPairs.id, datePlans.pairId))
    .where(
      and(
        eq(datePlans.id, planId),
        eq(datePlans.status, 'agreed'),
        eq(agentPairs.status, 'introduced'),
        or(eq(agentPairs.lowUserId, userId), eq(agentPairs.highUserId, userId)),
      ),
    )
    .limit(1);
  if (!plan?.end || plan.end.getTime() + SHARE_GRACE_MS <= now.getTime()) return null;
  const expiresAt = new Date(plan.end.getTime() + SHARE_GRACE_MS);
  const [row] = await db
    .insert(dateShares)
    .values({ token: newToken(), planId, userId, createdAt: now, expiresAt })
    .onConflictDoUpdate({ target: [dateShares.planId, dateShares.userId], set: { expiresAt } })
    .returning({ token: dateShares.token, expiresAt: dateShares.expiresAt });
  return row!;
}

export type SharedPlanResult = { kind: 'found'; plan: SharedPlan } | { kind: 'expired' } | { kind: 'not_found' };

/**
 * What the friend's page shows: the time (in the sharer's zone), the kind of place and the match's first name only.
 * Expired once `expires_at` passes, and at once when the date is cancelled or moved (until shared again), the pair
 * closed, or a block made either way.
 */
export async function sharedPlanOf(db: Database, token: string, now: Date): Promise<SharedPlanResult> {
  const [row] = await db
    .select({
      userId: dateShares.userId,
      expiresAt: dateShares.expiresAt,
      status: datePlans.status,
      start: datePlans.chosenStart,
      end: datePlans.chosenEnd,
      place: datePlans.placeIdea,
      low: agentPairs.lowUserId,
      high: agentPairs.highUserId,
      pairStatus: agentPairs.status,
      blocked: sql<boolean>`${pairBlocked}`,
    })
    .from(dateShares)
    .innerJoin(datePlans, eq(datePlans.id, dateShares.planId))
    .innerJoin(agentPairs, eq(agentPairs.id, datePlans.pairId))
    .where(eq(dateShares.token, token))
    .limit(1);
  if (!row) return { kind: 'not_found' };
  const live =
    row.status === 'agreed' &&
    row.pairStatus === 'introduced' &&
    !row.blocked &&
    row.start &&
    row.end &&
    now.getTime() < Math.min(row.expiresAt.getTime(), row.end.getTime() + SHARE_GRACE_MS);
  if (!live) return { kind: 'expired' };
  const matchId = row.low === row.userId ? row.high : row.low;
  const [profile] = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, matchId)).limit(1);
  const link = await preferredLink(db, row.userId);
  return {
    kind: 'found',
    plan: {
      startsAt: row.start!.toISOString(),
      endsAt: row.end!.toISOString(),
      timeZone: link?.timeZone ?? 'UTC',
      place: row.place?.text ?? 'a café',
      firstName: firstNameOf(profile?.name) ?? 'their match',
    },
  };
}
