// Which days a clause names. chrono-node reads the dates people write ("Thursday", "tomorrow",
// "4 December", "mon-wed", "in 3 days"); the words chrono reads as one instant but people mean as a
// set ("weeknights", "the weekend", "next week", "Thursdays") are read here first.
import * as chrono from 'chrono-node';
import { addDays, sameDay, weekdayOf, type LocalDay } from './zoned-time';

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// chrono knows "thu", "tue", "wed"; people also write "thurs", "tues", "weds".
const SHORT_FORMS: [RegExp, string][] = [
  [/\bthu(?:rs?)?\b/g, 'thursday'],
  [/\btues?\b/g, 'tuesday'],
  [/\bweds?\b/g, 'wednesday'],
];
const EVERY = new RegExp(String.raw`\b(?:(?:every|any|all)\s+(${WEEKDAY_NAMES.join('|')})|(${WEEKDAY_NAMES.join('|')})s)\b`, 'g');
const TODAY = /\b(?:today|tonight|this\s+(?:morning|afternoon|evening))\b/;

export interface DayChoice {
  /** Days named (in the window or not), or null when the clause names no day. */
  days: LocalDay[] | null;
}

interface Context {
  today: LocalDay;
  /** How many days ahead the window reaches (today is day 0). */
  horizon: number;
  /** Day-first numeric dates ("5/12" is 5 December) outside the Americas. */
  dayFirst: boolean;
  /** A day ruled out ("not Monday") is every such day in the window, not only the next one. */
  every?: boolean;
}

/** The window's days from `from` (inclusive) for `count` days. */
function span(from: LocalDay, count: number): LocalDay[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** Monday of the week `day` falls in (weeks start on Monday, as in ISO 8601). */
function monday(day: LocalDay): LocalDay {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

export function dayChoice(clause: string, ctx: Context): DayChoice {
  let text = clause;
  for (const [pattern, full] of SHORT_FORMS) text = text.replace(pattern, full);
  const all = span(ctx.today, ctx.horizon + 1);
  let week: LocalDay[] | null = null;
  if (/\bnext\s+week(?:end)?\b/.test(text)) week = span(addDays(monday(ctx.today), 7), 7);
  else if (/\bthis\s+week(?:end)?\b/.test(text)) week = span(monday(ctx.today), 7);
  text = text.replace(/\b(?:next|this)\s+week\b/, ' ');

  const weekdays = new Set<number>();
  let firstOnly = !ctx.every;
  // Adds weekdays; `every` marks a set ("weeknights") rather than the next one ("the weekend").
  const add = (list: number[], every: boolean) => {
    for (const d of list) weekdays.add(d);
    if (every) firstOnly = false;
  };
  if (/\bweek\s?(?:nights?|days?)\b/.test(text)) add([1, 2, 3, 4, 5], true);
  if (/\bweekends\b|\b(?:every|any)\s+weekend\b/.test(text)) add([0, 6], true);
  else if (/\bweekend\b/.test(text)) add([0, 6], false);
  for (const m of text.matchAll(EVERY)) add([WEEKDAY_NAMES.indexOf(m[1] ?? m[2] ?? '')], true);
  if (/\b(?:any|every)\s?day\b|\bany\s?time\b|\bwhenever\b|\ball\s+week\b/.test(text)) add([0, 1, 2, 3, 4, 5, 6], true);
  text = text.replace(EVERY, ' ').replace(/\b(?:every|any)?\s*(?:week\s?(?:nights?|days?|ends?)|day|time)\b/g, ' ');

  const days: LocalDay[] = [];
  if (TODAY.test(text)) days.push(ctx.today);
  // chrono reads a lone "evening" as this evening: a part of day says nothing about the day here.
  text = text.replace(TODAY, ' ').replace(/\b(?:mornings?|afternoons?|evenings?|nights?|lunch(?:time)?)\b/g, ' ');
  const parser = ctx.dayFirst ? chrono.en.GB : chrono.en;
  const reference = { instant: new Date(Date.UTC(ctx.today.year, ctx.today.month - 1, ctx.today.day, 12)), timezone: 0 };
  for (const result of parser.parse(text, reference, { forwardDate: true })) {
    const dayOf = (c: chrono.ParsedComponents): LocalDay => ({
      year: c.get('year') ?? 0,
      month: c.get('month') ?? 0,
      day: c.get('day') ?? 0,
    });
    const onlyWeekday = !result.start.isCertain('day') && result.start.isCertain('weekday');
    if (onlyWeekday && (week || !firstOnly)) {
      // "Thursday next week": the weekday inside that week, not chrono's nearest Thursday.
      weekdays.add(result.start.get('weekday') ?? -1);
      continue;
    }
    const start = dayOf(result.start);
    const end = result.end ? dayOf(result.end) : start;
    for (let d = start, n = 0; n < 31; d = addDays(d, 1), n++) {
      days.push(d);
      if (sameDay(d, end)) break;
    }
  }

  if (weekdays.size > 0) {
    const pool = (week ?? all).filter((d) => weekdays.has(weekdayOf(d)));
    // "Saturday" alone or "the weekend": the first one; "Saturdays", "weeknights": every one.
    const chosen = firstOnly && !week ? pool.filter((d) => sameDay(monday(d), monday(pool[0] ?? d))) : pool;
    days.push(...chosen);
  } else if (week && days.length === 0) days.push(...week);
  else if (week) return { days: days.filter((d) => week.some((w) => sameDay(w, d))) };
  return { days: days.length > 0 ? days : null };
}
