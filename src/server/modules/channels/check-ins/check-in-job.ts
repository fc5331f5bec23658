import { checkInAt } from '@shared/domain/outcomes/check-in-at';
import { preferredLink } from '../links';
import type { Messenger } from '../messenger';
import { firstQuestion } from './check-in-messages';
import { checkInFor, createCheckIn, markAsked, uncheckedDates } from './check-in-store';

/**
 * The morning-after check-in (issue 41 item 1, ADR 051): a named job of the messenger's housekeeping,
 * once a minute, as the date reminders are. For each side of a date that is over, at 10:00 the next
 * morning on that person's clock, the check-in is made once (a unique row per date and person: a
 * second pass or instance makes nothing) and "Did you meet?" is queued in their chat, keyed by the
 * check-in, so it is asked once. Without a chat, /done still shows it.
 */
export const dateCheckInJob = {
  name: 'date-check-ins',
  async run(m: Pick<Messenger, 'notify'> & { deps: Pick<Messenger['deps'], 'db'> }, now: Date): Promise<number> {
    const { db } = m.deps;
    let asked = 0;
    for (const date of await uncheckedDates(db, now)) {
      const link = await preferredLink(db, date.userId);
      // NOTE: the zone is the chat's (the person's choice, else the browser's at sign-in); UTC without a chat.
      const dueAt = checkInAt(date.dateStart, link?.timeZone ?? 'UTC');
      if (dueAt.getTime() > now.getTime()) continue;
      const id = await createCheckIn(db, date, dueAt, now);
      if (!id) continue;
      const checkIn = await checkInFor(db, date.userId, id, now);
      const notice = checkIn && firstQuestion(checkIn);
      if (notice && (await m.notify(date.userId, notice))) {
        await markAsked(db, id, now);
        asked += 1;
      }
    }
    return asked;
  },
} as const;
