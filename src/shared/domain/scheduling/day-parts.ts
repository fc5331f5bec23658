// What vague time words mean, in the person's own wall-clock minutes of the day (docs/scheduling.md
// shows the same table). One place, so the conversation and the docs cannot drift apart.

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** A stretch of one day, in minutes after local midnight (end exclusive; 1440 is midnight). */
export type DayWindow = readonly [start: number, end: number];

export const RULES = {
  morning: [h(9), h(12)],
  lunch: [h(12), h(14)],
  afternoon: [h(13), h(18)],
  evening: [h(18), h(22)],
  /** "tonight", "weeknight", "after work" read as the evening; a plain "night" runs later. */
  night: [h(19), h(23)],
  /** A day named with no time at all ("Saturday", "tomorrow"), and "all day", "any time". */
  wholeDay: [h(10), h(22)],
  /** "after 7" runs to this hour, or for `pointLength` when it starts later. */
  afterUntil: h(22),
  /** "before 4" starts here (or at the start of the part of day it was said with). */
  beforeFrom: h(9),
  /** "at 7", "around 7pm", "7pm": free from then for this long. */
  pointLength: 120,
} as const satisfies Record<string, DayWindow | number>;

const PART_WORDS: [RegExp, DayWindow][] = [
  [/\b(?:this\s+)?mornings?\b/, RULES.morning],
  [/\b(?:at\s+)?lunch(?:time)?\b/, RULES.lunch],
  [/\b(?:this\s+)?afternoons?\b/, RULES.afternoon],
  [/\b(?:tonight|after\s+work|(?:this\s+)?evenings?|week\s?nights?)\b/, RULES.evening],
  [/\bnights?\b/, RULES.night],
  [/\b(?:all\s+day|any\s?time|whenever)\b/, RULES.wholeDay],
];

/** The part of day a clause names, and the clause with those words blanked out. */
export function partOfDay(clause: string): { window: DayWindow | null; rest: string } {
  for (const [pattern, window] of PART_WORDS) {
    if (pattern.test(clause)) return { window, rest: clause.replace(pattern, ' ') };
  }
  return { window: null, rest: clause };
}

export function intersect(a: DayWindow, b: DayWindow): DayWindow | null {
  const start = Math.max(a[0], b[0]);
  const end = Math.min(a[1], b[1]);
  return end > start ? [start, end] : null;
}
