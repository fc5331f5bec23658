import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CheckInAnswers } from '@shared/domain/outcomes/check-in-flow';
import type { AgainAnswer, OutcomeKind, OutcomeSource, PassReason } from '@shared/domain/outcomes/outcome-kinds';
import type { Db } from '../../db/client';
import { agentPairs, outcomes } from '../../db/schema';

/**
 * The outcomes of introductions (issue 41 item 1, ADR 051), one row per person, pair and kind (and
 * date): every write is an INSERT … ON CONFLICT on `outcomes_once_key`, so a retried job, a repeated
 * tap or two taps at once save one row. Counts (talked) add up in the same row.
 */
export type NewOutcome = {
  userId: string;
  pairId: string;
  planId?: string | null;
  kind: OutcomeKind;
  answer?: string | null;
  value?: number | null;
  source: OutcomeSource;
  at: Date;
};

const key = [outcomes.userId, outcomes.pairId, outcomes.kind, outcomes.planId];

const rowOf = (o: NewOutcome) => ({
  userId: o.userId,
  pairId: o.pairId,
  planId: o.planId ?? null,
  kind: o.kind,
  answer: o.answer ?? null,
  value: o.value ?? null,
  source: o.source,
  at: o.at,
  updatedAt: o.at,
});

/** Saves the outcome unless this person's outcome of that kind (for that pair and date) is saved; true when it was new. */
export async function recordOutcome(db: Db, outcome: NewOutcome): Promise<boolean> {
  const saved = await db.insert(outcomes).values(rowOf(outcome)).onConflictDoNothing().returning({ id: outcomes.id });
  return saved.length > 0;
}

/**
 * The optional reason of a pass, once: the first reason given stays. Saves the pass too when it is
 * not there yet (a pass made before outcomes were kept). Call it only for a pair the person passed on.
 */
export async function givePassReason(db: Db, userId: string, pairId: string, reason: PassReason, source: OutcomeSource, at: Date) {
  await db
    .insert(outcomes)
    .values(rowOf({ userId, pairId, kind: 'pass', answer: reason, source, at }))
    .onConflictDoUpdate({
      target: key,
      set: { answer: reason, updatedAt: at },
      setWhere: isNull(outcomes.answer),
    });
}

/** The person's pass reasons for these pairs (a pass without a reason is missing). */
export async function passReasonsOf(db: Db, userId: string, pairIds: string[]): Promise<Map<string, PassReason>> {
  if (!pairIds.length) return new Map();
  const rows = await db
    .select({ pairId: outcomes.pairId, answer: outcomes.answer })
    .from(outcomes)
    .where(and(eq(outcomes.userId, userId), inArray(outcomes.pairId, pairIds), eq(outcomes.kind, 'pass')));
  return new Map(rows.flatMap((r) => (r.answer ? [[r.pairId, r.answer as PassReason] as const] : [])));
}

/**
 * One relayed message: the sender's `talked` row counts one sent, the recipient's one received.
 * NOTE: counts only; the text is the recipient's outbox row, as the relay keeps it.
 */
export async function countRelayedMessage(db: Db, pairId: string, fromUserId: string, toUserId: string, at: Date) {
  const talked = (userId: string, sent: number, received: number) =>
    db
      .insert(outcomes)
      .values({ ...rowOf({ userId, pairId, kind: 'talked', value: sent, source: 'chat', at }), received })
      .onConflictDoUpdate({
        target: key,
        set: {
          value: sql`coalesce(${outcomes.value}, 0) + ${sent}`,
          received: sql`coalesce(${outcomes.received}, 0) + ${received}`,
          updatedAt: at,
        },
      });
  await talked(fromUserId, 1, 0);
  await talked(toUserId, 0, 1);
}

const CHECK_IN_KINDS = ['met', 'rating', 'again'] as const;

/** The person's saved answers about one date (met, rating, again). */
export async function checkInAnswersOf(db: Db, userId: string, planIds: string[]): Promise<Map<string, CheckInAnswers>> {
  const answers = new Map<string, CheckInAnswers>(planIds.map((id) => [id, {}]));
  if (!planIds.length) return answers;
  const rows = await db
    .select({ planId: outcomes.planId, kind: outcomes.kind, answer: outcomes.answer, value: outcomes.value })
    .from(outcomes)
    .where(and(eq(outcomes.userId, userId), inArray(outcomes.planId, planIds), inArray(outcomes.kind, [...CHECK_IN_KINDS])));
  for (const r of rows) {
    const a = answers.get(r.planId!)!;
    if (r.kind === 'met') a.met = r.answer === 'yes';
    if (r.kind === 'rating' && r.value !== null) a.rating = r.value;
    if (r.kind === 'again') a.again = r.answer as AgainAnswer;
  }
  return answers;
}

/** Saves new check-in answers (those `newAnswers` kept); each is saved once whatever runs beside it. */
export async function saveCheckInAnswers(
  db: Db,
  where: { userId: string; pairId: string; planId: string },
  answers: CheckInAnswers,
  source: OutcomeSource,
  at: Date,
): Promise<void> {
  const base = { ...where, source, at };
  if (answers.met !== undefined) await recordOutcome(db, { ...base, kind: 'met', answer: answers.met ? 'yes' : 'no' });
  if (answers.rating !== undefined) await recordOutcome(db, { ...base, kind: 'rating', value: answers.rating });
  if (answers.again !== undefined) await recordOutcome(db, { ...base, kind: 'again', answer: answers.again });
}

/** An outcome as the ranker reads it: who decided or answered, about whom, what, when. */
export type OutcomeRecord = {
  id: string;
  userId: string;
  /** The other member of the pair. */
  otherUserId: string;
  pairId: string;
  /** The pair's status now (closed: one blocked the other). */
  pairStatus: string;
  planId: string | null;
  kind: OutcomeKind;
  answer: string | null;
  value: number | null;
  received: number | null;
  source: OutcomeSource;
  at: Date;
  updatedAt: Date;
};

/**
 * Outcomes saved or changed after `since` (a count grew, a reason was added), oldest change first,
 * for the ranker's incremental refit; `since` = the latest `updatedAt` it has read. Rows of a deleted
 * member are gone (deleted with the account, or with the pair).
 * NOTE: `updatedAt` is the writer's clock: a refit that must not miss a row written at the same
 * instant by a transaction still open re-reads from a little before its latest `updatedAt`.
 * @internal used by tests and the lab.
 */
export async function outcomesSince(db: Db, since: Date): Promise<OutcomeRecord[]> {
  const rows = await db
    .select({
      id: outcomes.id,
      userId: outcomes.userId,
      otherUserId: sql<string>`case when ${agentPairs.lowUserId} = ${outcomes.userId} then ${agentPairs.highUserId} else ${agentPairs.lowUserId} end`,
      pairId: outcomes.pairId,
      pairStatus: agentPairs.status,
      planId: outcomes.planId,
      kind: outcomes.kind,
      answer: outcomes.answer,
      value: outcomes.value,
      received: outcomes.received,
      source: outcomes.source,
      at: outcomes.at,
      updatedAt: outcomes.updatedAt,
    })
    .from(outcomes)
    .innerJoin(agentPairs, eq(agentPairs.id, outcomes.pairId))
    .where(gt(outcomes.updatedAt, since))
    .orderBy(asc(outcomes.updatedAt), asc(outcomes.id));
  return rows.map((r) => ({ ...r, kind: r.kind as OutcomeKind, source: r.source as OutcomeSource }));
}
