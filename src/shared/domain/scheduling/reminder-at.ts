// When Maya reminds each person of their date: the evening before, on their own clock.
import type { Slot } from './overlapping-slots';
import { addDays, localDateTime, wallToUtc } from './zoned-time';

/** 18:00 the day before: late enough to be about "tomorrow", early enough to change plans. */
export const REMINDER_LOCAL_MINUTE = 18 * 60;

/** The reminder's instant, or null when that moment has passed (a date booked for tomorrow morning). */
export function reminderAt(slot: Slot, timeZone: string, now: Date): Date | null {
  const start = localDateTime(new Date(slot.start), timeZone);
  const at = wallToUtc(addDays(start, -1), REMINDER_LOCAL_MINUTE, timeZone);
  return at.getTime() > now.getTime() ? at : null;
}
