import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { dateDayChecks } from '../../../db/schema';
import { rowsOf } from '@server/modules/agents';

const HOUR_MS = 3_600_000;
/** "All good?" an hour after the date starts (issue 42 item 4). */
export const FIRST_ASK_AFTER_MS = HOUR_MS;
/** Asked once more, with HELP, when no answer came within the next hour. */
export const SECOND_ASK_AFTER_MS = HOUR_MS;
/** A dispatcher down for longer than this asks nothing stale: "All good?" six hours late helps nobody. */
const LOOK_BACK = '6 hours';

export type DateDayDue = { planId: string; pairId: string; userId: string };

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Each side of an agreed date that began an hour ago or more (within the look-back), the pair still introduced and
 * no block either way, not asked yet.
 */
export async function dueFirstAsks(db: Database, now: Date): Promise<DateDayDue[]> {
  const askFrom = sql`p.chosen_start + make_interval(secs => ${FIRST_ASK_AFTER_MS / 1000})`;
  const rows = rowsOf<{ plan_id: string; pair_id: string; user_id: string }>(
    await db.execute(sql`
      select p.id as plan_id, p.pair_id, s.user_id
      from date_plans p
      join agent_pairs a on a.id = p.pair_id
      cross join lateral (values (a.low_user_id), (a.high_user_id)) as s(user_id)
      where p.status = 'agreed' and ${askFrom} <= ${iso(now)} and ${askFrom} > ${iso(now)} - ${LOOK_BACK}::interval
        and a.status = 'introduced'
        and not exists (select 1 from member_blocks b where (b.blocker_user_id = a.low_user_id and b.blocked_user_id = a.high_user_id)
          or (b.blocker_user_id = a.high_user_id and b.blocked_user_id = a.low_user_id))
        and not exists (select 1 from date_day_checks c where c.plan_id = p.id and c.user_id = s.user_id)
      order by p.chosen_start, p.id, s.user_id`),
  );
  return rows.map((r) => ({ planId: r.plan_id, pairId: r.pair_id, userId: r.user_id }));
}

/** Claims the first ask for one person (false: another pass or instance claimed it). */
export async function claimFirstAsk(db: Database, due: DateDayDue, now: Date): Promise<boolean> {
  const rows = await db
    .insert(dateDayChecks)
    .values({ planId: due.planId, userId: due.userId, askedAt: now })
    .onConflictDoNothing()
    .returning({ planId: dateDayChecks.planId });
  return rows.length > 0;
}

/** Claims every second ask that is due (asked an hour ago or more, no answer, not asked again), in one UPDATE. */
export async function claimSecondAsks(db: Database, now: Date): Promise<{ planId: string; userId: string }[]> {
  const c = dateDayChecks;
  return db
    .update(c)
    .set({ askedAgainAt: now })
    .where(
      and(
        isNull(c.answeredAt),
        isNull(c.askedAgainAt),
        lte(c.askedAt, new Date(now.getTime() - SECOND_ASK_AFTER_MS)),
        gt(c.askedAt, sql`${iso(now)} - ${LOOK_BACK}::interval`),
      ),
    )
    .returning({ planId: c.planId, userId: c.userId });
}

export type DateDayAnswer = 'ok' | 'help';

/**
 * The person's answer. "ok" is kept once (a second OK changes nothing); "help" is kept over an earlier "ok" (someone
 * who said OK and then needs help is heard). Null when the person was never asked about that date.
 */
export async function answerDateDay(db: Database, userId: string, planId: string, answer: DateDayAnswer, now: Date) {
  const c = dateDayChecks;
  const mine = and(eq(c.planId, planId), eq(c.userId, userId));
  const [row] = await db.select().from(c).where(mine).limit(1);
  if (!row) return null;
  const first = row.answeredAt === null;
  if (first || (answer === 'help' && row.answer !== 'help')) await db.update(c).set({ answeredAt: now, answer }).where(mine);
  return { first };
}
