import type { Messenger } from '../messenger';
import { DATE_DAY_PREFIX } from './date-day-messages';
import { dateDayJob } from './date-day-job';
import { dateDayButtonHandler, dateDayTextHandler } from './date-day-replies';

/** Before the check-ins' words (7), the date conversation (10) and the relay (20): an "OK" to Maya is never relayed. */
const DATE_DAY_TEXT_ORDER = 6;

/** The date day (issue 42 item 4): 'dd:' buttons, OK in words, and the job that asks. */
export function registerDateDay(m: Messenger): void {
  m.buttonHandlers.register(DATE_DAY_PREFIX, dateDayButtonHandler);
  m.textHandlers.register('date-day', DATE_DAY_TEXT_ORDER, dateDayTextHandler);
  m.onHousekeeping((now) => dateDayJob.run(m, now));
}
