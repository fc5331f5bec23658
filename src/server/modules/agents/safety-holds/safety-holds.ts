import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { profiles, safetyHolds, users } from '../../../db/schema';
import { firstNameOf } from '@shared/lib/first-name';
import { rowsOf } from '../engine/agent-deps';
import { FLAG_WINDOW_DAYS, OPENING_WINDOW_DAYS, REPORT_WINDOW_DAYS, holdReasons, type HoldReason } from '@server/modules/safety';

export type SafetyHoldStatus = 'open' | 'lifted';

export interface SafetyHold {
  id: string;
  userId: string;
  firstName: string | null;
  /** When the member's account was made (a moderator weighs a day-old account differently). */
  accountCreatedAt: Date;
  reason: HoldReason;
  /** Counts and windows ("6 flagged messages in 7 days"), never a message's text. */
  detail: string;
  status: SafetyHoldStatus;
  createdAt: Date;
  liftedAt: Date | null;
  liftedBy: string | null;
  liftReason: string | null;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Where a reason's window starts for the member: its usual length back from now, but never before the last time a
 * moderator lifted a hold for that reason (what they looked at is not counted again).
 */
const since = (userId: string, reason: HoldReason, days: number, now: Date) => sql`greatest(${iso(now)} - make_interval(days => ${days}),
  coalesce((select max(lifted_at) from safety_holds where user_id = ${userId} and reason = ${reason}), '-infinity'::timestamptz))`;

async function countsOf(db: Database, userId: string, now: Date) {
  const [row] = rowsOf<{ flags: string | number; reporters: string | number; same: string | number | null }>(
    await db.execute(sql`select
      (select count(*) from relay_screen_decisions d where d.sender_user_id = ${userId} and d.kind <> 'none'
        and d.action in ('hold', 'block') and d.decided_at > ${since(userId, 'repeated_flags', FLAG_WINDOW_DAYS, now)}) as flags,
      (select count(distinct r.reporter_user_id) from member_reports r where r.reported_user_id = ${userId}
        and r.created_at > ${since(userId, 'two_reporters', REPORT_WINDOW_DAYS, now)}) as reporters,
      (select max(n) from (select count(*) as n from relay_openings o where o.sender_user_id = ${userId}
        and o.sent_at > ${since(userId, 'same_opening', OPENING_WINDOW_DAYS, now)} group by o.text_hash) s) as same`),
  );
  return { flags: Number(row?.flags ?? 0), reporters: Number(row?.reporters ?? 0), sameOpenings: Number(row?.same ?? 0) };
}

/**
 * Looks at the member's patterns over time (ADR 056) and opens a hold for each reason that is met and not open yet
 * (the partial unique index makes a second look, or two at once, open none twice). Returns the reasons newly opened.
 */
export async function reviewPatterns(db: Database, userId: string, now: Date = new Date()): Promise<HoldReason[]> {
  const reasons = holdReasons(await countsOf(db, userId, now));
  if (!reasons.length) return [];
  const opened = await db
    .insert(safetyHolds)
    .values(reasons.map((r) => ({ userId, reason: r.reason, detail: r.detail, createdAt: now })))
    .onConflictDoNothing()
    .returning({ reason: safetyHolds.reason });
  return opened.map((r) => r.reason as HoldReason);
}

/** The member's open holds' reasons (none: they are in the pool and the relay as usual). */
export async function openHoldsOf(db: Database, userId: string): Promise<HoldReason[]> {
  const rows = await db
    .select({ reason: safetyHolds.reason })
    .from(safetyHolds)
    .where(and(eq(safetyHolds.userId, userId), eq(safetyHolds.status, 'open')));
  return rows.map((r) => r.reason as HoldReason);
}

/** Whether any of the members has an open hold (a pair's week waits until a moderator has looked at both). */
export async function anyOpenHold(db: Database, userIds: readonly string[]): Promise<boolean> {
  if (!userIds.length) return false;
  const rows = await db
    .select({ userId: safetyHolds.userId })
    .from(safetyHolds)
    .where(and(inArray(safetyHolds.userId, [...userIds]), eq(safetyHolds.status, 'open')))
    .limit(1);
  return rows.length > 0;
}

/** The SQL condition "this member has no open hold", for queries over members (`userId` is the member's id expression). */
export const notHeld = (userId: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from safety_holds sh where sh.user_id = ${userId} and sh.status = 'open')`;

/** Holds for the moderation queue, oldest first (open ones by default), each member by id and first name only. */
export async function listSafetyHolds(
  db: Database,
  options: { status?: SafetyHoldStatus | 'all'; limit?: number } = {},
): Promise<SafetyHold[]> {
  const status = options.status ?? 'open';
  const rows = await db
    .select({ hold: safetyHolds, name: profiles.displayName, accountCreatedAt: users.createdAt })
    .from(safetyHolds)
    .innerJoin(users, eq(users.id, safetyHolds.userId))
    .leftJoin(profiles, eq(profiles.userId, safetyHolds.userId))
    .where(status === 'all' ? undefined : eq(safetyHolds.status, status))
    .orderBy(asc(safetyHolds.createdAt), asc(safetyHolds.id))
    .limit(options.limit ?? 500);
  return rows.map(({ hold, name, accountCreatedAt }) => ({
    ...hold,
    reason: hold.reason as HoldReason,
    status: hold.status as SafetyHoldStatus,
    firstName: firstNameOf(name),
    accountCreatedAt,
  }));
}

/**
 * A moderator lifts a hold (`by`: who, `reason`: why). Once: a second lift, or two at once, changes nothing and
 * returns null. Returns the member's id so the caller can tell them. NOTE: the member is back in the pool and the
 * relay only when none of their holds is open.
 */
export async function liftSafetyHold(
  db: Database,
  id: string,
  by: string,
  reason: string,
  now: Date = new Date(),
): Promise<{ userId: string; stillHeld: boolean } | null> {
  const [lifted] = await db
    .update(safetyHolds)
    .set({ status: 'lifted', liftedAt: now, liftedBy: by, liftReason: reason })
    .where(and(eq(safetyHolds.id, id), eq(safetyHolds.status, 'open')))
    .returning({ userId: safetyHolds.userId });
  if (!lifted) return null;
  return { userId: lifted.userId, stillHeld: (await openHoldsOf(db, lifted.userId)).length > 0 };
}
