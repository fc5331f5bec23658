import { and, eq, inArray, isNull, lte, gt, or, sql } from 'drizzle-orm';
import { agentPairs, datePlans } from '../../../db/schema';
import type { Side } from '@shared/domain/date-plans/plan-state';
import { pairBlocked } from '@server/modules/agents';
import { pairPeople } from './pair-people';
import { reminderWords } from './plan-messages';
import { stateOf } from './plan-store';
import { runStep, type DatesDeps } from './run-step';

/**
 * Plans whose pair is no longer introduced (ended, closed by a block) or blocked either way stop:
 * runStep cancels them (an agreed date gets a cancelled invitation, one not yet agreed ends silently).
 */
export async function stopClosedPlans(m: DatesDeps): Promise<number> {
  const rows = await m.deps.db
    .select({ id: datePlans.id })
    .from(datePlans)
    .innerJoin(agentPairs, eq(agentPairs.id, datePlans.pairId))
    .where(and(inArray(datePlans.status, ['asking', 'proposed', 'agreed']), or(sql`${agentPairs.status} <> 'introduced'`, pairBlocked)));
  // The decision is ignored: runStep stops a plan whose pair is not open.
  for (const { id } of rows) await runStep(m, id, (s) => ({ state: s, effects: [] }), `stop:${id}`);
  return rows.length;
}

const remindColumns = {
  low: { at: datePlans.lowRemindAt, done: datePlans.lowRemindedAt, set: (now: Date) => ({ lowRemindedAt: now }) },
  high: { at: datePlans.highRemindAt, done: datePlans.highRemindedAt, set: (now: Date) => ({ highRemindedAt: now }) },
};

/**
 * The evening-before reminders that are due (run from the messenger's housekeeping). Each side is
 * claimed by one conditional UPDATE, and the message is keyed by plan, invitation and side: a
 * second run, or a second instance, sends nothing again. A date already begun is not reminded.
 */
export async function sendDueReminders(m: DatesDeps, now: Date): Promise<number> {
  const { db } = m.deps;
  let sent = 0;
  for (const side of ['low', 'high'] as Side[]) {
    const c = remindColumns[side];
    const due = await db
      .update(datePlans)
      .set(c.set(now))
      .where(and(eq(datePlans.status, 'agreed'), lte(c.at, now), isNull(c.done), gt(datePlans.chosenStart, now)))
      .returning();
    for (const row of due) {
      const pair = await pairPeople(db, row.pairId);
      if (!pair?.open) continue; // stopClosedPlans cancels it
      const wording = { planId: row.id, state: stateOf(row), pair, place: row.placeIdea, now };
      const ok = await m.notify(pair.people[side].userId, {
        text: reminderWords(wording, side),
        dedupeKey: `date:remind:${row.id}:${row.sequence}:${side}`,
      });
      if (ok) sent += 1;
    }
  }
  return sent;
}
