import { SIMULATION_DAYS, randomInt, type PlannedWindow } from '@shared/domain/week/simulation-plan';
import { seededRandom } from '@shared/lib/seeded-random';
import { numberTurns, toClientMessage, type ClientMessage, type SpeakerNames } from './client-message';
import type { TranscriptEntry } from '@shared/domain/matching/persona';

/**
 * How the simulated week reads on screen: in-world clock times, the day/window chips and the
 * progress panel. Pure.
 *
 * In-world time stamps. A day has 2 or 3 conversation windows (the stream's `start` plan says
 * which); each window is a part of the day:
 *   3 windows: 1 Morning (from 8:10 AM), 2 Afternoon (from 12:40 PM), 3 Evening (from 7:20 PM)
 *   2 windows: 1 Morning (from 8:10 AM), 2 Evening (from 7:20 PM)
 * (an unknown count is read as 3; any window past the count is Evening). A window opens 0-35
 * minutes after its base time and each later message comes 1-6 minutes after the one before, both
 * drawn from a generator seeded by (simulation seed, day, window): the same run always shows the
 * same times, and a window's last message (at most 6 turns) stays within the hour and a half.
 */

export type PartOfDay = 'Morning' | 'Afternoon' | 'Evening';

export const PART_OF_DAY_START_MINUTES: Record<PartOfDay, number> = {
  Morning: 8 * 60 + 10,
  Afternoon: 12 * 60 + 40,
  Evening: 19 * 60 + 20,
};
export const WINDOW_OPENING_JITTER_MINUTES = { min: 0, max: 35 } as const;
export const MESSAGE_GAP_MINUTES = { min: 1, max: 6 } as const;
const DEFAULT_WINDOWS_PER_DAY = 3;

export function partOfDay(window: number, windowsToday: number = DEFAULT_WINDOWS_PER_DAY): PartOfDay {
  if (window <= 1) return 'Morning';
  if (windowsToday >= 3 && window === 2) return 'Afternoon';
  return 'Evening';
}

/** Windows per day, from the stream's plan. */
export function windowsByDay(plan: readonly PlannedWindow[] | undefined): Map<number, number> {
  const byDay = new Map<number, number>();
  for (const w of plan ?? []) byDay.set(w.day, Math.max(byDay.get(w.day) ?? 0, w.window));
  return byDay;
}

/** Minutes after midnight at which a message (turn 1-based) is sent, in the simulated world. */
export function inWorldMinutes(seed: number, day: number, window: number, turn: number, windowsToday?: number): number {
  const rand = seededRandom((Math.trunc(seed) * 31 + day) * 7 + window);
  let minutes =
    PART_OF_DAY_START_MINUTES[partOfDay(window, windowsToday)] +
    randomInt(rand, WINDOW_OPENING_JITTER_MINUTES.min, WINDOW_OPENING_JITTER_MINUTES.max);
  for (let t = 2; t <= turn; t++) minutes += randomInt(rand, MESSAGE_GAP_MINUTES.min, MESSAGE_GAP_MINUTES.max);
  return minutes;
}

/** 12-hour clock text: 490 → '8:10 AM', 780 → '1:00 PM', 0 → '12:00 AM'. Wraps past midnight. */
export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** A message as the screen shows it: the spec §3 Client message plus what drawing it needs. */
export type ConversationMessage = ClientMessage & { id: string; role: TranscriptEntry['role']; partOfDay: PartOfDay };

/** The transcript as Client messages (role 'a', the person's persona, on the 'user' side) with in-world time stamps. */
export function toConversation(
  entries: readonly TranscriptEntry[],
  names: SpeakerNames,
  seed: number,
  plan?: readonly PlannedWindow[],
): ConversationMessage[] {
  const windows = windowsByDay(plan);
  return numberTurns(entries).map((entry, index) => {
    const windowsToday = windows.get(entry.day);
    const clock = formatClock(inWorldMinutes(seed, entry.day, entry.window, entry.turn, windowsToday));
    return {
      ...toClientMessage(entry, names, clock),
      id: `${entry.day}-${entry.window}-${entry.turn}-${index}`,
      role: entry.role,
      partOfDay: partOfDay(entry.window, windowsToday),
    };
  });
}

export type ConversationItem =
  | { kind: 'day'; key: string; day: number }
  | { kind: 'window'; key: string; day: number; window: number; partOfDay: PartOfDay }
  | { kind: 'message'; key: string; message: ConversationMessage; groupStart: boolean };

/** The list to draw: a day chip when a day begins, a window chip when a window begins, the messages. */
export function conversationItems(messages: readonly ConversationMessage[]): ConversationItem[] {
  const items: ConversationItem[] = [];
  let prev: ConversationMessage | undefined;
  for (const message of messages) {
    const { day, window } = message.context;
    const newDay = !prev || prev.context.day !== day;
    const newWindow = newDay || prev?.context.window !== window;
    if (newDay) items.push({ kind: 'day', key: `day-${day}-${message.id}`, day });
    if (newWindow) items.push({ kind: 'window', key: `window-${day}-${window}-${message.id}`, day, window, partOfDay: message.partOfDay });
    items.push({ kind: 'message', key: message.id, message, groupStart: newWindow || prev?.role !== message.role });
    prev = message;
  }
  return items;
}

export interface WeekProgress {
  /** 1..7 (1 before the first message). */
  day: number;
  /** 1..3. */
  window: number;
  /** Windows in the current day, when the plan says. */
  windowsToday?: number;
  partOfDay: PartOfDay;
  /** day / 7 as a percent (spec §2.12). */
  percent: number;
}

/** The progress panel for the last message on screen; `complete` shows the whole week. */
export function weekProgress(
  last: { day: number; window: number } | undefined,
  plan?: readonly PlannedWindow[],
  complete = false,
): WeekProgress {
  const day = Math.min(SIMULATION_DAYS, Math.max(1, complete ? SIMULATION_DAYS : (last?.day ?? 1)));
  const window = Math.max(1, last && last.day === day ? last.window : 1);
  const windowsToday = windowsByDay(plan).get(day);
  return { day, window, windowsToday, partOfDay: partOfDay(window, windowsToday), percent: (day / SIMULATION_DAYS) * 100 };
}
