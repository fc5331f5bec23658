// Up to three times that suit both people: inside both their availabilities, a few hours away at
// least, starting on the half hour, on different days where possible, near a sensible hour for both.
import { intersectSpans, toInterval, toSpan, type Interval } from './intervals';
import { localDateTime } from './zoned-time';

/** A proposed date: its start and end in UTC (ISO 8601). */
export type Slot = Interval;

export interface SlotOptions {
  now: Date;
  durationMinutes?: number;
  max?: number;
  /** Nothing is proposed sooner than this after `now`. */
  minLeadMinutes?: number;
  /** The two people's zones: "sensible" and "different days" are judged on their clocks. */
  timeZones?: readonly string[];
}

const HALF_HOUR = 30 * 60_000;
/** The start hour people most often pick for a first date (local time, minutes after midnight). */
const PREFERRED_START = 19 * 60;

/** How far a start is from a sensible local hour, summed over both people (lower is better). */
function distance(start: number, zones: readonly string[]): number {
  return zones.reduce((sum, zone) => {
    const l = localDateTime(new Date(start), zone);
    return sum + Math.abs(l.hour * 60 + l.minute - PREFERRED_START);
  }, 0);
}

function dayKey(start: number, zone: string): string {
  const l = localDateTime(new Date(start), zone);
  return `${l.year}-${l.month}-${l.day}`;
}

export function overlappingSlots(a: Interval[], b: Interval[], options: SlotOptions): Slot[] {
  const { now, durationMinutes = 90, max = 3, minLeadMinutes = 180, timeZones = ['UTC'] } = options;
  const length = durationMinutes * 60_000;
  const earliest = Math.ceil((now.getTime() + minLeadMinutes * 60_000) / HALF_HOUR) * HALF_HOUR;
  // Every half-hour start that fits, grouped by the first person's day, in time order.
  const byDay = new Map<string, number[]>();
  for (const span of intersectSpans(a.map(toSpan), b.map(toSpan))) {
    const first = Math.max(earliest, Math.ceil(span.start / HALF_HOUR) * HALF_HOUR);
    for (let start = first; start + length <= span.end; start += HALF_HOUR) {
      const key = dayKey(start, timeZones[0] ?? 'UTC');
      byDay.set(key, [...(byDay.get(key) ?? []), start]);
    }
  }
  const rank = (starts: number[]) => [...starts].sort((x, y) => distance(x, timeZones) - distance(y, timeZones) || x - y);
  // The soonest days first, each with its most sensible start; then second choices on those days.
  const ranked = [...byDay.values()].map(rank);
  const chosen: number[] = [];
  let progress = true;
  while (chosen.length < max && progress) {
    progress = false;
    for (const starts of ranked) {
      const i = starts.findIndex((s) => chosen.every((c) => Math.abs(c - s) >= length));
      if (chosen.length >= max || i < 0) continue;
      chosen.push(starts.splice(i, 1)[0] as number);
      progress = true;
    }
  }
  return chosen.sort((x, y) => x - y).map((start) => toInterval({ start, end: start + length }));
}
