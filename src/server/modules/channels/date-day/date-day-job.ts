import { eq } from 'drizzle-orm';
import { datePlans } from '../../../db/schema';
import { countryOf } from '@server/modules/conversation';
import type { Messenger } from '../messenger';
import { pairPeople } from '../dates/pair-people';
import { nameOfOther } from '../introductions/relay-names';
import { firstAsk, secondAsk } from './date-day-messages';
import { claimFirstAsk, claimSecondAsks, dueFirstAsks } from './date-day-store';

type JobMessenger = Pick<Messenger, 'notify'> & { deps: Pick<Messenger['deps'], 'db'> };

/**
 * The date-day check (issue 42 item 4): a named job of the messenger's housekeeping, once a minute, as the date
 * reminders and the morning-after check-ins are. An hour after an agreed date starts, each side is asked "All good?
 * Reply OK"; an hour after that, without an answer, once more with HELP. Each step is claimed in the database first
 * (a row per date and person; a conditional UPDATE for the second ask) and keyed by plan and step in the outbox, so
 * a second pass, a second instance or a retried run asks nothing twice.
 */
export const dateDayJob = {
  name: 'date-day-checks',
  async run(m: JobMessenger, now: Date): Promise<number> {
    const { db } = m.deps;
    let asked = 0;
    for (const due of await dueFirstAsks(db, now)) {
      if (!(await claimFirstAsk(db, due, now))) continue;
      const name = await nameOfOther(db, due.userId, due.pairId, now);
      if (await m.notify(due.userId, firstAsk(due.planId, name))) asked += 1;
    }
    for (const again of await claimSecondAsks(db, now)) {
      const [plan] = await db.select({ pairId: datePlans.pairId }).from(datePlans).where(eq(datePlans.id, again.planId)).limit(1);
      const pair = plan && (await pairPeople(db, plan.pairId));
      // NOTE: a block since the first ask ends the check: the person acted already, and the pair is closed.
      if (!plan || !pair?.open) continue;
      const name = await nameOfOther(db, again.userId, plan.pairId, now);
      if (await m.notify(again.userId, secondAsk(again.planId, name, await countryOf(db, again.userId)))) asked += 1;
    }
    return asked;
  },
} as const;
