import { DATE_PREFIX } from '@shared/domain/date-plans/date-commands';
import type { Messenger } from '../messenger';
import { dateButtonHandler } from './date-buttons';
import { dateTextHandler } from './date-text';
import { sendDueReminders, stopClosedPlans } from './due-checks';

/** The scheduling conversation (docs/messenger.md "Dates"): 'd:' buttons, free text at order 10, reminders. */
export function registerDatePlanning(m: Messenger): void {
  m.buttonHandlers.register(DATE_PREFIX, dateButtonHandler(m));
  m.textHandlers.register('dates', 10, dateTextHandler(m));
  m.onHousekeeping(async (now) => {
    await stopClosedPlans(m);
    await sendDueReminders(m, now);
  });
}
