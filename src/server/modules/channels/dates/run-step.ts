import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { datePlans } from '../../../db/schema';
import { cancelPlan } from '@shared/domain/date-plans/plan-change';
import type { FlowContext } from '@shared/domain/date-plans/plan-flow';
import { type Effect, type PlanState, type Step } from '@shared/domain/date-plans/plan-state';
import { placeIdea, type PlaceIdea } from '@shared/domain/scheduling/place-idea';
import { reminderAt } from '@shared/domain/scheduling/reminder-at';
import { localDateTime } from '@shared/domain/scheduling/zoned-time';
import type { JobTrigger } from '../../../lib/job-definition';
import { outcomesRecorded, recordOutcome } from '@server/modules/outcomes';
import type { Messenger } from '../messenger';
import { pairPeople, type PairPeople } from './pair-people';
import { wordsFor } from './plan-messages';
import { columnsOf, lockPlan, stateOf } from './plan-store';

/** What the date conversation needs of the messenger: its database and clock, and `notify`. */
export type DatesDeps = Pick<Messenger, 'notify'> & { deps: { db: Database; now: () => Date; jobs: JobTrigger } };

export type Decide = (state: PlanState, ctx: FlowContext) => Step;

/** What changes besides the flow's state: the place and reminders on agreeing, their end otherwise. */
async function sideColumns(step: Step, before: PlanState, pair: PairPeople, now: Date) {
  const { state } = step;
  if (state.status === 'agreed' && before.status !== 'agreed' && state.chosen) {
    const localStartHour = localDateTime(new Date(state.chosen.start), pair.people.low.timeZone).hour;
    const remind = (s: 'low' | 'high') => reminderAt(state.chosen!, pair.people[s].timeZone, now);
    return {
      placeIdea: placeIdea(await pair.interests(), { localStartHour }),
      lowRemindAt: remind('low'),
      highRemindAt: remind('high'),
      lowRemindedAt: null,
      highRemindedAt: null,
      agreedAt: now,
    };
  }
  if (state.status === 'agreed') return {};
  return { lowRemindAt: null, highRemindAt: null, ...(state.status === 'cancelled' ? { cancelledAt: now } : {}) };
}

/**
 * One move of a plan: the row is locked, the pure flow decides (a pair no longer open, by a block,
 * is stopped instead), the row is written, and after the commit each person is told, keyed by
 * `key` so that a retried update queues nothing twice. Returns what was decided.
 */
export async function runStep(m: DatesDeps, planId: string, decide: Decide, key: string): Promise<Effect[]> {
  const { db } = m.deps;
  const now = m.deps.now();
  const done = await db.transaction(async (tx) => {
    const row = await lockPlan(tx, planId);
    if (!row) return null;
    const pair = await pairPeople(tx, row.pairId);
    if (!pair) return null;
    const before = stateOf(row);
    const ctx = { now, zones: { low: pair.people.low.timeZone, high: pair.people.high.timeZone } };
    const step = pair.open ? decide(before, ctx) : cancelPlan(before, null);
    let place: PlaceIdea | null = row.placeIdea ?? null;
    let planned = false;
    if (step.state !== before) {
      const extra = await sideColumns(step, before, pair, now);
      if (extra.placeIdea) place = extra.placeIdea;
      await tx
        .update(datePlans)
        .set({ ...columnsOf(step.state, before, now), ...extra })
        .where(eq(datePlans.id, planId));
      // A date planned: an outcome of each side (issue 41), once per plan (a rescheduled date keeps the first).
      planned = 'agreedAt' in extra;
      if (planned)
        for (const userId of [pair.people.low.userId, pair.people.high.userId])
          await recordOutcome(tx, { userId, pairId: row.pairId, planId, kind: 'date_planned', source: 'chat', at: now });
    }
    return { step, pair, place, planned };
  });
  if (!done) return [];
  if (done.planned) await outcomesRecorded(m.deps.jobs);
  const wording = { planId, state: done.step.state, pair: done.pair, place: done.place, now };
  for (const [i, effect] of done.step.effects.entries()) {
    if (effect.say === 'stale') continue; // a button answers it in its callback; text never gets here stale
    await m.notify(done.pair.people[effect.to].userId, { ...wordsFor(effect, wording), dedupeKey: `date:${key}#${i}` });
  }
  return done.step.effects;
}
