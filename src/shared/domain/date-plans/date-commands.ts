// What a person says to plan, move or call off a date (issue 32 item 6), in plain words and any
// case: "DATE", "find a time", "schedule a date with Bruno", "reschedule", "cancel the date".
// Only a whole message counts: "I had a date last week" is a chat with Maya.
import { normalizeCommandText } from '../messenger/chat-commands';

export type DateCommand = { kind: 'start' | 'reschedule' | 'cancel'; /** "with Bruno": whose date. */ withName?: string };

const START_PHRASES = [
  'date',
  'schedule',
  'find a time',
  'find a date',
  'schedule a date',
  'plan a date',
  'set up a date',
  'book a date',
  "let's meet",
  "let's find a time",
  "let's plan a date",
  'when can we meet',
];
const START = new RegExp(`^(?:${START_PHRASES.join('|')})$`);
const RESCHEDULE =
  /^(?:reschedule|reschedule (?:the|our|my) date|move (?:the|our|my) date|change (?:the|our) (?:date|time)|find another time|another time)$/;
const CANCEL = /^(?:cancel (?:the|our|my) date|cancel date|call off (?:the|our|my) date|call the date off|cancel the meeting)$/;

export function parseDateCommand(text: string): DateCommand | null {
  const t = normalizeCommandText(text);
  if (t.length > 60) return null;
  const named = /^(.+?) with ([\p{L}'-]{2,30})$/u.exec(t);
  const [phrase, withName] = named ? [named[1]!, named[2]!] : [t, undefined];
  const kind = START.test(phrase) ? 'start' : RESCHEDULE.test(phrase) ? 'reschedule' : CANCEL.test(phrase) ? 'cancel' : null;
  if (!kind) return null;
  return withName ? { kind, withName } : { kind };
}

/** A slot button's data: `d:<plan id>:<round>:<slot index | x>`; the confirmation's `d:<plan id>:r|c`. */
export type DateButton =
  { planId: string; action: 'pick'; round: number; choice: number | 'none' } | { planId: string; action: 'reschedule' | 'cancel' };
/** The introduction's "Find a time": `d:s:<pair id>`. */
export type StartButton = { pairId: string; action: 'start' };

export const DATE_PREFIX = 'd:';
export const pickData = (planId: string, round: number, choice: number | 'none') =>
  `${DATE_PREFIX}${planId}:${round}:${choice === 'none' ? 'x' : choice}`;
export const changeData = (planId: string, action: 'reschedule' | 'cancel') =>
  `${DATE_PREFIX}${planId}:${action === 'reschedule' ? 'r' : 'c'}`;

export const startData = (pairId: string) => `${DATE_PREFIX}s:${pairId}`;

/** The data after the 'd:' prefix, or null when it is not one of ours. */
export function parseDateButton(rest: string): DateButton | StartButton | null {
  const start = /^s:([0-9a-f-]{36})$/.exec(rest);
  if (start) return { pairId: start[1]!, action: 'start' };
  const m = /^([0-9a-f-]{36}):(?:(r|c)|(\d{1,4}):(\d|x))$/.exec(rest);
  if (!m) return null;
  const planId = m[1]!;
  if (m[2]) return { planId, action: m[2] === 'r' ? 'reschedule' : 'cancel' };
  return { planId, action: 'pick', round: Number(m[3]), choice: m[4] === 'x' ? 'none' : Number(m[4]) };
}
