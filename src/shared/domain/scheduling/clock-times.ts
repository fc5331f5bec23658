// Explicit clock times in a clause: "after 7", "before 4pm", "at 19:30", "2-5pm", "from 6 to 9".
// They are read here rather than by chrono, whose hours come back as a single instant with a guessed
// meridiem: a scheduling reply needs a window, and "after 7" needs its own rule (RULES.afterUntil).
import { RULES, type DayWindow } from './day-parts';

const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|h)?|noon|midday|midnight`;
const T = `(?:${TIME})`;
// NOTE: a range followed by a month ("4-6 December") is a range of days, not of hours.
const RANGE = new RegExp(
  String.raw`\b(?:from\s+|between\s+)?(?<a>${T})\s*(?:-|–|—|to|until|till|and)\s*(?<b>${T})(?![\d:])(?!\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))`,
);
const AFTER = new RegExp(String.raw`\b(?:after|from|past|later\s+than|not\s+before)\s+(${T})`);
const BEFORE = new RegExp(String.raw`\b(?:before|until|till|by|earlier\s+than)\s+(${T})`);
const POINT = new RegExp(
  String.raw`(?:\b(?:at|around|about)\s+|@\s*)(${T})|\b(\d{1,2}(?:[:.h]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\d{1,2}[:h]\d{2})\b`,
);

interface Clock {
  hour: number;
  minute: number;
  /** 'am' | 'pm' | '24' when the text said, null when only a bare hour was given. */
  meridiem: 'am' | 'pm' | '24' | null;
}

function clock(text: string): Clock | null {
  const word = text.trim();
  if (word === 'noon' || word === 'midday') return { hour: 12, minute: 0, meridiem: '24' };
  if (word === 'midnight') return { hour: 24, minute: 0, meridiem: '24' };
  const m = new RegExp(`^${TIME}$`).exec(word);
  if (!m || m[1] === undefined) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (hour > 24 || minute > 59) return null;
  const mark = (m[3] ?? '').replace(/\./g, '');
  const meridiem = mark === 'am' ? 'am' : mark === 'pm' ? 'pm' : mark === 'h' || hour > 12 || hour === 0 ? '24' : null;
  return { hour, minute, meridiem };
}

/** Minutes after midnight. A bare hour from 1 to 11 is in the afternoon or evening (people rarely
 * arrange dates at 7 in the morning) unless the clause is about the morning. */
function minutes(c: Clock, morning: boolean): number {
  let hour = c.hour;
  if (c.meridiem === 'am' && hour === 12) hour = 0;
  else if (c.meridiem === 'pm' && hour < 12) hour += 12;
  else if (c.meridiem === null && hour < 12 && !morning) hour += 12;
  return hour * 60 + c.minute;
}

function range(a: Clock, b: Clock, morning: boolean): DayWindow | null {
  let end = minutes(b, morning);
  // "9-11", "10-12": a morning, not 21:00 to 23:00.
  if (a.meridiem === null && b.meridiem === null && a.hour >= 8 && a.hour < b.hour && b.hour <= 12) {
    return [a.hour * 60 + a.minute, b.hour * 60 + b.minute];
  }
  if (b.meridiem === null && b.hour === 12) end = 12 * 60 + b.minute;
  // "2-5pm" lends its meridiem to the start; "11-2pm" starts in the morning.
  const inherited = a.meridiem === null && b.meridiem !== null && b.meridiem !== '24' ? { ...a, meridiem: b.meridiem } : a;
  let start = minutes(inherited, morning);
  if (start >= end) start = minutes({ ...a, meridiem: 'am' }, morning);
  return end > start ? [start, end] : null;
}

/** The window a clause's clock times describe (null when it names none) and the clause without them. */
export function clockWindow(clause: string, morning: boolean): { window: DayWindow | null; rest: string } {
  const r = RANGE.exec(clause);
  if (r) {
    const a = clock(r.groups?.a ?? '');
    const b = clock(r.groups?.b ?? '');
    if (a && b) return { window: range(a, b, morning), rest: clause.replace(r[0], ' ') };
  }
  const after = AFTER.exec(clause);
  if (after) {
    const c = clock(after[1] ?? '');
    if (c) {
      const start = minutes(c, morning);
      const end = Math.min(Math.max(RULES.afterUntil, start + RULES.pointLength), 24 * 60);
      return { window: end > start ? [start, end] : null, rest: clause.replace(after[0], ' ') };
    }
  }
  const before = BEFORE.exec(clause);
  if (before) {
    const c = clock(before[1] ?? '');
    if (c) {
      const end = minutes(c, morning);
      return { window: end > RULES.beforeFrom ? [RULES.beforeFrom, end] : null, rest: clause.replace(before[0], ' ') };
    }
  }
  const point = POINT.exec(clause);
  const c = point ? clock(point[1] ?? point[2] ?? '') : null;
  if (point && c) {
    const start = minutes(c, morning);
    return { window: [start, Math.min(start + RULES.pointLength, 24 * 60)], rest: clause.replace(point[0], ' ') };
  }
  return { window: null, rest: clause };
}
