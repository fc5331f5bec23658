import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { agentPairs, datePlans } from '../../../db/schema';
import type { PlanState, Side } from '@shared/domain/date-plans/plan-state';
import type { Slot } from '@shared/domain/scheduling/overlapping-slots';

export type PlanRow = typeof datePlans.$inferSelect;

const side = (row: PlanRow, s: Side) => ({
  text: s === 'low' ? row.lowAvailabilityText : row.highAvailabilityText,
  intervals: (s === 'low' ? row.lowIntervals : row.highIntervals) ?? null,
  picks: (s === 'low' ? row.lowPicks : row.highPicks) ?? [],
});

export const chosenOf = (row: Pick<PlanRow, 'chosenStart' | 'chosenEnd'>): Slot | null =>
  row.chosenStart && row.chosenEnd ? { start: row.chosenStart.toISOString(), end: row.chosenEnd.toISOString() } : null;

export function stateOf(row: PlanRow): PlanState {
  return {
    status: row.status as PlanState['status'],
    round: row.round,
    sides: { low: side(row, 'low'), high: side(row, 'high') },
    slots: row.slots ?? [],
    chosen: chosenOf(row),
    sequence: row.sequence,
  };
}

/** The columns a state writes (answered_at moves only when a side's times change). */
export function columnsOf(state: PlanState, before: PlanState | null, now: Date) {
  const answered = (s: Side) =>
    state.sides[s].intervals === null ? null : before?.sides[s].intervals === state.sides[s].intervals ? undefined : now;
  return {
    status: state.status,
    round: state.round,
    lowAvailabilityText: state.sides.low.text,
    lowIntervals: state.sides.low.intervals,
    lowAnsweredAt: answered('low'),
    highAvailabilityText: state.sides.high.text,
    highIntervals: state.sides.high.intervals,
    highAnsweredAt: answered('high'),
    slots: state.slots,
    lowPicks: state.sides.low.picks,
    highPicks: state.sides.high.picks,
    chosenStart: state.chosen ? new Date(state.chosen.start) : null,
    chosenEnd: state.chosen ? new Date(state.chosen.end) : null,
    sequence: state.sequence,
    updatedAt: now,
  };
}

/** The plan, locked for this transaction: two answers at once are decided one after the other. */
export async function lockPlan(tx: Transaction, planId: string): Promise<PlanRow | null> {
  const [row] = await tx.select().from(datePlans).where(eq(datePlans.id, planId)).for('update');
  return row ?? null;
}

const ofPerson = (userId: string) =>
  inArray(
    datePlans.pairId,
    sql`(select ${agentPairs.id} from ${agentPairs} where ${or(eq(agentPairs.lowUserId, userId), eq(agentPairs.highUserId, userId))})`,
  );

/**
 * The person's plans that are still going (asking, proposed, or agreed on a date not yet over),
 * newest first; with `now` null, all of them (the download).
 */
export async function livePlansOf(db: Database, userId: string, now: Date | null, order: SQL = desc(datePlans.createdAt)) {
  const live = or(
    inArray(datePlans.status, ['asking', 'proposed']),
    and(eq(datePlans.status, 'agreed'), gt(datePlans.chosenEnd, now ?? new Date(0))),
  );
  return db
    .select({ plan: datePlans, lowUserId: agentPairs.lowUserId, pairStatus: agentPairs.status })
    .from(datePlans)
    .innerJoin(agentPairs, eq(agentPairs.id, datePlans.pairId))
    .where(now === null ? ofPerson(userId) : and(ofPerson(userId), live))
    .orderBy(order);
}

export const sideOf = (lowUserId: string, userId: string): Side => (lowUserId === userId ? 'low' : 'high');
