// Wall-clock arithmetic in a person's IANA time zone with Intl alone: every modern runtime ships the
// tz database inside Intl, so no time-zone library is needed (and shared/ stays dependency-light).

/** A calendar day as the person sees it (month 1–12). */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

export interface LocalDateTime extends LocalDay {
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // NOTE: throws a RangeError for an unknown zone, which is what a caller with a bad zone should see.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What a clock in `timeZone` shows at `instant`. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes the zone is ahead of UTC at `instant` (Paris in winter: 60; New York in summer: −240). */
function offsetMinutes(instant: number, timeZone: string): number {
  const l = localDateTime(new Date(instant), timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a clock in `timeZone` shows `minuteOfDay` on `day` (1440 is the next midnight).
 * NOTE: a wall time that does not exist (inside a spring-forward gap) moves forward by the gap; one
 * that exists twice (autumn) takes one of its two instants. Dates are planned between 9:00 and
 * midnight, where zones in use do not change their clocks, so neither case shapes a proposal.
 */
export function wallToUtc(day: LocalDay, minuteOfDay: number, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, 0, minuteOfDay);
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  const second = wall - offsetMinutes(first, timeZone) * 60_000;
  // Across a transition the two guesses differ: keep the one that reads back as this wall time.
  const readsBack = (t: number) => offsetMinutes(t, timeZone) * 60_000 + t === wall;
  return new Date(readsBack(first) ? first : second);
}

/** The calendar day `n` days after `day`. */
export function addDays(day: LocalDay, n: number): LocalDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday: the weekday of a calendar day, which no zone changes. */
export function weekdayOf(day: LocalDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

export function sameDay(a: LocalDay, b: LocalDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
