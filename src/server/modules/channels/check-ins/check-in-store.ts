import { and, desc, eq, sql } from 'drizzle-orm';
import { newAnswers, nextQuestion, type CheckInAnswers } from '@shared/domain/outcomes/check-in-flow';
import type { OutcomeSource } from '@shared/domain/outcomes/outcome-kinds';
import type { CheckIn } from '@shared/schemas/check-ins';
import type { Database, Db } from '../../../db/client';
import { dateCheckIns, datePlans } from '../../../db/schema';
import { proposalFor, rowsOf } from '@server/modules/agents';
import type { JobTrigger } from '../../../lib/job-definition';
import { checkInAnswersOf, outcomesRecorded, saveCheckInAnswers } from '@server/modules/outcomes';

/** A check-in stays open for two weeks after it is due; then it is no longer asked or answered. */
const OPEN_MS = 14 * 86_400_000;
/** How far back the job looks for dates without their check-ins (a dispatcher down for days sends no stale questions). */
const LOOK_BACK = '7 days';
/** /done shows the latest check-ins only. */
const LISTED = 20;

export type CheckInRow = {
  id: string;
  planId: string;
  pairId: string;
  userId: string;
  dueAt: Date;
  askedAt: Date | null;
  /** An agreed plan always has its chosen start. */
  dateStart: Date | null;
};

const columns = {
  id: dateCheckIns.id,
  planId: dateCheckIns.planId,
  pairId: datePlans.pairId,
  userId: dateCheckIns.userId,
  dueAt: dateCheckIns.dueAt,
  askedAt: dateCheckIns.askedAt,
  dateStart: datePlans.chosenStart,
};

export type UncheckedDate = { planId: string; pairId: string; userId: string; dateStart: Date };

/**
 * Each side of a date that is over (agreed, ended within the last week, the pair still introduced and
 * no block either way) without its check-in yet. Once both check-ins are made the date drops out.
 */
export async function uncheckedDates(db: Database, now: Date): Promise<UncheckedDate[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = rowsOf<{ plan_id: string; pair_id: string; user_id: string; chosen_start: string | Date }>(
    await db.execute(sql`
      select p.id as plan_id, p.pair_id, s.user_id, p.chosen_start
      from date_plans p
      join agent_pairs a on a.id = p.pair_id
      cross join lateral (values (a.low_user_id), (a.high_user_id)) as s(user_id)
      where p.status = 'agreed' and p.chosen_start > ${at} - ${LOOK_BACK}::interval - interval '1 day'
        and p.chosen_end <= ${at} and p.chosen_end > ${at} - ${LOOK_BACK}::interval
        and a.status = 'introduced'
        and not exists (select 1 from member_blocks b where (b.blocker_user_id = a.low_user_id and b.blocked_user_id = a.high_user_id)
          or (b.blocker_user_id = a.high_user_id and b.blocked_user_id = a.low_user_id))
        and not exists (select 1 from date_check_ins c where c.plan_id = p.id and c.user_id = s.user_id)`),
  );
  return rows.map((r) => ({ planId: r.plan_id, pairId: r.pair_id, userId: r.user_id, dateStart: new Date(r.chosen_start) }));
}

/** Makes the person's check-in for the date; null when it is made already (another pass or instance did). */
export async function createCheckIn(db: Database, date: UncheckedDate, dueAt: Date, now: Date): Promise<string | null> {
  const [row] = await db
    .insert(dateCheckIns)
    .values({ planId: date.planId, userId: date.userId, dueAt, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: dateCheckIns.id });
  return row?.id ?? null;
}

export async function markAsked(db: Database, checkInId: string, now: Date) {
  await db.update(dateCheckIns).set({ askedAt: now }).where(eq(dateCheckIns.id, checkInId));
}

/** The person's check-in with that id, or null when it is not theirs. */
async function checkInOf(db: Db, userId: string, checkInId: string, lock: boolean): Promise<CheckInRow | null> {
  const query = db
    .select(columns)
    .from(dateCheckIns)
    .innerJoin(datePlans, eq(datePlans.id, dateCheckIns.planId))
    .where(and(eq(dateCheckIns.id, checkInId), eq(dateCheckIns.userId, userId)));
  const [row] = await (lock ? query.for('update', { of: dateCheckIns }) : query);
  return row ?? null;
}

/** What the person sees of a check-in: their own answers only, and what is left to ask. */
export function checkInView(row: CheckInRow, saved: CheckInAnswers, firstName: string, now: Date): CheckIn {
  const next = nextQuestion(saved);
  const closed = next !== null && row.dueAt.getTime() + OPEN_MS <= now.getTime();
  return {
    id: row.id,
    firstName,
    dateStart: (row.dateStart ?? row.dueAt).toISOString(),
    status: next === null ? 'answered' : closed ? 'expired' : 'pending',
    next: closed ? null : next,
    answers: { met: saved.met ?? null, rating: saved.rating ?? null, again: saved.again ?? null },
  };
}

/** The other's first name as the person's introduction shows it; null once the pair is closed (a block). */
const nameFor = async (db: Db, row: CheckInRow, now: Date) => (await proposalFor(db, row.userId, row.pairId, now))?.firstName ?? null;

/** One of the person's check-ins as they see it, or null when it is not theirs (or the pair is closed). */
export async function checkInFor(db: Database, userId: string, checkInId: string, now: Date): Promise<CheckIn | null> {
  const row = await checkInOf(db, userId, checkInId, false);
  const name = row && (await nameFor(db, row, now));
  if (!row || !name) return null;
  return checkInView(row, (await checkInAnswersOf(db, userId, [row.planId])).get(row.planId) ?? {}, name, now);
}

/** GET /api/check-ins: the person's check-ins, newest date first (a blocked pair's are gone). */
export async function listCheckIns(db: Database, userId: string, now: Date): Promise<CheckIn[]> {
  const rows = await db
    .select(columns)
    .from(dateCheckIns)
    .innerJoin(datePlans, eq(datePlans.id, dateCheckIns.planId))
    .where(eq(dateCheckIns.userId, userId))
    .orderBy(desc(datePlans.chosenStart), desc(dateCheckIns.id))
    .limit(LISTED);
  const saved = await checkInAnswersOf(
    db,
    userId,
    rows.map((r) => r.planId),
  );
  const views: CheckIn[] = [];
  for (const row of rows) {
    const name = await nameFor(db, row, now);
    if (name) views.push(checkInView(row, saved.get(row.planId) ?? {}, name, now));
  }
  return views;
}

export type CheckInAnswerResult =
  { kind: 'not_found' } | { kind: 'expired'; checkIn: CheckIn } | { kind: 'answered'; checkIn: CheckIn; added: CheckInAnswers };

/**
 * Answers the person's check-in, from a button, words or /done: each answer saved once (the first
 * stays; a repeated or changed one adds nothing). The row is locked, so two answers at once are
 * taken one after the other; the outcomes' unique key holds even without it. After the commit, new
 * answers are the ranker's to learn (`jobs`: its update sent by name).
 */
export async function answerCheckIn(
  { db, jobs }: { db: Database; jobs: JobTrigger },
  userId: string,
  checkInId: string,
  given: CheckInAnswers,
  source: OutcomeSource,
  now: Date,
): Promise<CheckInAnswerResult> {
  const result = await db.transaction(async (tx): Promise<CheckInAnswerResult> => {
    const row = await checkInOf(tx, userId, checkInId, true);
    const name = row && (await nameFor(tx, row, now));
    if (!row || !name) return { kind: 'not_found' };
    const saved = (await checkInAnswersOf(tx, userId, [row.planId])).get(row.planId) ?? {};
    const before = checkInView(row, saved, name, now);
    if (before.status === 'expired') return { kind: 'expired', checkIn: before };
    const added = newAnswers(saved, given);
    await saveCheckInAnswers(tx, { userId, pairId: row.pairId, planId: row.planId }, added, source, now);
    return { kind: 'answered', checkIn: checkInView(row, { ...saved, ...added }, name, now), added };
  });
  if (result.kind === 'answered' && Object.keys(result.added).length) await outcomesRecorded(jobs);
  return result;
}
