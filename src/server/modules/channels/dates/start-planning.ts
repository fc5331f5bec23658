import { datePlans } from '../../../db/schema';
import { startPlan } from '@shared/domain/date-plans/plan-state';
import { pairPeople } from './pair-people';
import { wordsFor } from './plan-messages';
import { columnsOf, livePlansOf } from './plan-store';
import type { DatesDeps } from './run-step';

export type Started = { planId: string; started: boolean } | null;

/**
 * Starts planning a date for an introduced pair: both are asked for times that suit them (the
 * introductions call it when both approve; "schedule a date" calls it too). A plan already going
 * for the pair (asking, proposed, or a date still ahead) is kept and returned with started false;
 * a pair that is not introduced, or where one blocked the other, gets none (null).
 */
export async function startDatePlanning(m: DatesDeps, pairId: string): Promise<Started> {
  const { db } = m.deps;
  const now = m.deps.now();
  const pair = await pairPeople(db, pairId);
  if (!pair?.open) return null;
  const live = (await livePlansOf(db, pair.people.low.userId, now)).find((p) => p.plan.pairId === pairId);
  if (live) return { planId: live.plan.id, started: false };
  const step = startPlan();
  // The partial unique index keeps one plan in progress per pair: of two starts at once, one inserts.
  const [row] = await db
    .insert(datePlans)
    .values({ pairId, ...columnsOf(step.state, null, now), createdAt: now })
    .onConflictDoNothing()
    .returning({ id: datePlans.id });
  if (!row) {
    const again = (await livePlansOf(db, pair.people.low.userId, now)).find((p) => p.plan.pairId === pairId);
    return again ? { planId: again.plan.id, started: false } : null;
  }
  const wording = { planId: row.id, state: step.state, pair, place: null, now };
  for (const effect of step.effects)
    await m.notify(pair.people[effect.to].userId, { ...wordsFor(effect, wording), dedupeKey: `date:start:${row.id}:${effect.to}` });
  return { planId: row.id, started: true };
}
