// A slot as each person reads it, on their own clock: "Thursday 4 December, 19:00–20:30".
import type { Slot } from './overlapping-slots';

export function describeSlot(slot: Slot, timeZone: string, locale = 'en'): string {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) => day.find((p) => p.type === type)?.value ?? '';
  // Weekday, day, month in that order in every locale: "Thursday, December 4" reads as American.
  const clock = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${part('weekday')} ${part('day')} ${part('month')}, ${clock.format(start)}–${clock.format(end)}`;
}
