// When Maya asks how a date went: the next morning, on the person's own clock.
import { addDays, localDateTime, wallToUtc } from '../scheduling/zoned-time';

/** 10:00: late enough to be kind after an evening out, early enough to still be "the next morning". */
export const CHECK_IN_LOCAL_MINUTE = 10 * 60;

/** 10:00 on the day after the date began, in `timeZone` (a date past midnight still counts from its start). */
export function checkInAt(dateStart: Date, timeZone: string): Date {
  return wallToUtc(addDays(localDateTime(dateStart, timeZone), 1), CHECK_IN_LOCAL_MINUTE, timeZone);
}
