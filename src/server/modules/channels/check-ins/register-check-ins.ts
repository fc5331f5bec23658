import { CHECK_IN_PREFIX } from '@shared/domain/outcomes/check-in-buttons';
import type { Messenger } from '../messenger';
import { checkInButtonHandler } from './check-in-buttons';
import { dateCheckInJob } from './check-in-job';
import { checkInTextHandler } from './check-in-text';

/** After a report's "what happened?" (5), before the date conversation (10) and the relay (20). */
const CHECK_IN_TEXT_ORDER = 7;

/** The morning-after check-in in the messaging app (issue 41 item 1): 'c:' buttons, answers in words, the job. */
export function registerCheckIns(m: Messenger): void {
  m.buttonHandlers.register(CHECK_IN_PREFIX, checkInButtonHandler);
  m.textHandlers.register('check-in', CHECK_IN_TEXT_ORDER, checkInTextHandler);
  m.onHousekeeping((now) => dateCheckInJob.run(m, now));
}
