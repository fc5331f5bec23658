/**
 * Ages for the agent network's matching (docs/agents.md "Who you'd like to meet"). Dates are ISO
 * calendar days (YYYY-MM-DD), compared as text, so no time zone or clock enters the rule.
 */

export const ADULT_AGE = 18;
/** Older than anyone alive: a birth date further back is a typo, not a person. */
export const OLDEST_AGE = 120;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 2023-02-30, no month 13). */
export function isCalendarDay(text: string): boolean {
  const parts = ISO_DAY.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whole years lived on `today`. Someone born on 29 February turns a year older on 1 March in a
 * year without one (their 28 February is still the day before their birthday).
 */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Today's calendar day in UTC, the day the server judges ages on. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
