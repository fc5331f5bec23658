import type { TranscriptEntry } from '@shared/domain/matching/persona';

/** A day of the week told in a few lines, for a prompt that cannot hold the day's messages. */
export interface DayDigest {
  day: number;
  summary: string;
}

export interface WeekContext {
  /** The days before the verbatim messages, summed up (absent when every message travels). */
  earlier_days?: DayDigest[];
  /** The latest messages, word for word. */
  recent: TranscriptEntry[];
}

/** How much of a week travels at each level of detail, the most first. */
interface Detail {
  verbatim: number;
  perDay: number;
  chars: number;
}

const firstSentence = (text: string, chars: number) => {
  const sentence = (/^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim()).replace(/\s+/g, ' ');
  return sentence.length <= chars ? sentence : `${sentence.slice(0, chars - 1).trimEnd()}…`;
};

/** `perDay` messages spread evenly over the day (the first always), each as its first sentence. */
function digestDay(day: number, messages: readonly TranscriptEntry[], { perDay, chars }: Detail): DayDigest {
  const picks = Math.min(perDay, messages.length);
  const lines: string[] = [];
  for (let k = 0; k < picks; k++) {
    const m = messages[Math.floor((k * messages.length) / picks)]!;
    lines.push(`${m.role}: ${firstSentence(m.text, chars)}`);
  }
  return { day, summary: lines.join(' · ') };
}

/**
 * The week at one level of detail: the last `verbatim` messages word for word, and every earlier
 * day summed up in a few of its own lines, so nothing is cut without a trace.
 */
function atDetail(history: readonly TranscriptEntry[], detail: Detail): WeekContext {
  if (history.length <= detail.verbatim) return { recent: [...history] };
  const older = history.slice(0, history.length - detail.verbatim);
  const byDay = new Map<number, TranscriptEntry[]>();
  for (const m of older) byDay.set(m.day, [...(byDay.get(m.day) ?? []), m]);
  const earlier_days = [...byDay.entries()].sort(([a], [b]) => a - b).map(([day, messages]) => digestDay(day, messages, detail));
  return { earlier_days, recent: history.slice(-detail.verbatim) };
}

/** A window's levels: 40 messages word for word (the bound that keeps a long week's cost flat), then fewer. */
export const WINDOW_DETAIL: readonly Detail[] = [
  { verbatim: 40, perDay: 4, chars: 110 },
  { verbatim: 20, perDay: 3, chars: 90 },
  { verbatim: 10, perDay: 2, chars: 70 },
  { verbatim: 6, perDay: 1, chars: 60 },
];

/** The conclusion reads the whole week: 120 messages word for word, then fewer. */
export const CONCLUSION_DETAIL: readonly Detail[] = [
  { verbatim: 120, perDay: 4, chars: 110 },
  { verbatim: 60, perDay: 4, chars: 90 },
  { verbatim: 24, perDay: 3, chars: 70 },
  { verbatim: 10, perDay: 2, chars: 60 },
];

/** The week at `level` (0 the most detail), or null past the last level. */
export function weekContext(history: readonly TranscriptEntry[], levels: readonly Detail[], level: number): WeekContext | null {
  const detail = levels[level];
  return detail ? atDetail(history, detail) : null;
}
