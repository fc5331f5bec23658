// Free text about when a person is free → intervals in UTC within the next 14 days, read in the
// person's own time zone. What it could not read comes back too, so the conversation can ask again.
import { splitClauses } from './clauses';
import { clockWindow } from './clock-times';
import { intersect, partOfDay, RULES, type DayWindow } from './day-parts';
import { dayChoice } from './day-words';
import { FILLER } from './filler';
import { mergeSpans, subtractSpans, toInterval, type Interval, type Span } from './intervals';
import { addDays, localDateTime, wallToUtc, type LocalDay } from './zoned-time';

export const HORIZON_DAYS = 14;

export interface Unclear {
  text: string;
  /** 'not-understood': no day or time found; 'outside-window': in the past or beyond 14 days. */
  reason: 'not-understood' | 'outside-window';
}

export interface Availability {
  /** Sorted, merged, non-overlapping; empty when nothing usable was said (ask again). */
  intervals: Interval[];
  unclear: Unclear[];
}

interface Reading {
  days: LocalDay[] | null;
  window: DayWindow | null;
  negative: boolean;
  joined: boolean;
  text: string;
}

function read(text: string, negative: boolean, joined: boolean, ctx: Parameters<typeof dayChoice>[1]): Reading {
  const morning = /\bmornings?\b|\bam\b/.test(text);
  const clock = clockWindow(text, morning);
  const part = partOfDay(clock.rest);
  const window = clock.window && part.window ? intersect(clock.window, part.window) : (clock.window ?? part.window);
  return { days: dayChoice(clock.rest, { ...ctx, every: negative }).days, window, negative, joined, text };
}

export function parseAvailability(text: string, options: { timeZone: string; now: Date }): Availability {
  const { timeZone, now } = options;
  const l = localDateTime(now, timeZone);
  const today: LocalDay = { year: l.year, month: l.month, day: l.day };
  const ctx = { today, horizon: HORIZON_DAYS, dayFirst: !timeZone.startsWith('America/') };
  const readings = splitClauses(text).map((c) => read(c.text, c.negative, c.joined, ctx));

  // "Thursday or Friday evening": a day said without a time takes the next clause's time;
  // "Thursday or Friday, after 7": a time said without a day applies to the day before it.
  readings.forEach((r, i) => {
    const next = readings[i + 1];
    if (r.days && !r.window && next?.days && next.window && next.negative === r.negative) r.window = next.window;
    const prev = readings[i - 1];
    if (!r.days && r.window && prev?.days && prev.negative === r.negative)
      prev.window = prev.window ? intersect(prev.window, r.window) : r.window;
  });

  const windowStart = now.getTime();
  const windowEnd = windowStart + HORIZON_DAYS * 86_400_000;
  const unclear: Unclear[] = [];
  const free: Span[] = [];
  const busy: Span[] = [];
  readings.forEach((r, i) => {
    const prev = readings[i - 1];
    if (!r.days && !r.window) {
      if (r.text.split(/\s+/).some((w) => w && !FILLER.has(w.replace(/[^a-z']/g, ''))))
        unclear.push({ text: r.text, reason: 'not-understood' });
      return;
    }
    // A lone time ("after 7") that did not attach to a day is every day; a lone "not before 6" likewise.
    if (!r.days && prev?.days && prev.negative === r.negative) return;
    const days = r.days ?? Array.from({ length: HORIZON_DAYS + 1 }, (_, n) => addDays(today, n));
    // A day ruled out is ruled out whole; a day offered with no time is RULES.wholeDay.
    const window = r.window ?? (r.negative ? ([0, 1440] as const) : RULES.wholeDay);
    const spans = days.map((d) => ({
      start: wallToUtc(d, window[0], timeZone).getTime(),
      end: wallToUtc(d, window[1], timeZone).getTime(),
    }));
    const inside = spans
      .map((s) => ({ start: Math.max(s.start, windowStart), end: Math.min(s.end, windowEnd) }))
      .filter((s) => s.end > s.start);
    if (inside.length === 0 && !r.negative) unclear.push({ text: r.text, reason: 'outside-window' });
    (r.negative ? busy : free).push(...inside);
  });
  return { intervals: subtractSpans(mergeSpans(free), busy).map(toInterval), unclear };
}
