import { z } from 'zod';
import type { TranscriptEntry } from '../matching/persona';
import { seededRandom } from '../../lib/seeded-random';

/**
 * Spec §9 (Simulation) and §2.9/§2.12: the shape of the simulated week, its reproducible plan,
 * the playback pauses, the fake profile analysis and small display helpers. Pure: every random
 * choice takes an injected random function (returning [0, 1)) or a seed.
 */

export const SIMULATION_DAYS = 7;
const WINDOWS_PER_DAY = { min: 2, max: 3 } as const;
/** A turn is one message; who speaks on a turn is the conversation engine's choice. */
const TURNS_PER_WINDOW = { min: 2, max: 6 } as const;
/** Seeds are integers 0..999,999. */
export const SEED_LIMIT = 1_000_000;
export const PREVIEW_MESSAGES = 6;

export type RandomFn = () => number;

/** Keeps a random draw in [0, 1) even if an injected function misbehaves. */
const unit = (rand: RandomFn): number => {
  const r = rand();
  return Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
};

/** An integer in min..max inclusive. */
export const randomInt = (rand: RandomFn, min: number, max: number): number => min + Math.floor(unit(rand) * (max - min + 1));

/** §9: a random seed below 1,000,000. */
export const randomSeed = (rand: RandomFn = Math.random): number => randomInt(rand, 0, SEED_LIMIT - 1);

export { seededRandom };

export interface PlannedWindow {
  day: number;
  window: number;
  turns: number;
}

export interface PlanOptions {
  days?: number;
  /** Fixed windows per day (2-3 by the API's checks); by default the seed picks each day's. */
  windowsPerDay?: number;
  /** Fixed turns per window (2-6); by default the seed picks each window's. */
  turnsPerWindow?: number;
}

/**
 * §9: 7 days, 2-3 windows a day, 2-6 turns a window, the same plan for the same seed. The one week
 * planner: the server runs exactly this plan and the client reads it from the `start` event.
 */
export function planSimulation(seed: number, options: PlanOptions = {}): PlannedWindow[] {
  const rand = seededRandom(seed);
  const plan: PlannedWindow[] = [];
  for (let day = 1; day <= (options.days ?? SIMULATION_DAYS); day++) {
    const windows = options.windowsPerDay ?? randomInt(rand, WINDOWS_PER_DAY.min, WINDOWS_PER_DAY.max);
    for (let window = 1; window <= windows; window++) {
      plan.push({ day, window, turns: options.turnsPerWindow ?? randomInt(rand, TURNS_PER_WINDOW.min, TURNS_PER_WINDOW.max) });
    }
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Playback (§9): messages appear one at a time with pauses.

export const PLAYBACK = {
  newDayMs: 500,
  newWindowMs: 300,
  betweenMessagesMs: { min: 500, max: 1500 },
  beforeCompletionMs: 1000,
} as const;

export interface PlaybackPosition {
  day: number;
  window: number;
}

/**
 * The pause before showing `next` after `prev` (null prev = the first message; null next = completion).
 *   completion: 1000 ms.
 *   first message: 500 ms (day 1 begins), no message gap.
 *   otherwise: a 500-1500 ms message gap, plus 500 ms if the day changes, else 300 ms if the window changes.
 * A new day is also a new window, but it pauses only the day's 500 ms (one marker, one pause).
 */
export function playbackDelay(
  prev: PlaybackPosition | null | undefined,
  next: PlaybackPosition | null | undefined,
  rand: RandomFn,
): number {
  if (!next) return PLAYBACK.beforeCompletionMs;
  if (!prev) return PLAYBACK.newDayMs;
  const gap = randomInt(rand, PLAYBACK.betweenMessagesMs.min, PLAYBACK.betweenMessagesMs.max);
  if (next.day !== prev.day) return gap + PLAYBACK.newDayMs;
  if (next.window !== prev.window) return gap + PLAYBACK.newWindowMs;
  return gap;
}

// ---------------------------------------------------------------------------------------------
// Fake profile analysis on /connections (§2.9, §9).

export const FAKE_ANALYSIS = {
  tickMs: 200,
  step: { min: 1, max: 4 },
  max: 100,
  stages: [
    { key: 'data_collection', label: 'Data collection', above: 0 },
    { key: 'pattern_analysis', label: 'Pattern analysis', above: 25 },
    { key: 'preference_mapping', label: 'Preference mapping', above: 50 },
    { key: 'optimization', label: 'Optimization', above: 75 },
  ],
} as const;

export type AnalysisStage = (typeof FAKE_ANALYSIS.stages)[number];

const clampProgress = (p: number) => (Number.isFinite(p) ? Math.min(FAKE_ANALYSIS.max, Math.max(0, p)) : 0);

/** One tick: adds 1-4, never past 100. */
export const nextAnalysisProgress = (p: number, rand: RandomFn): number =>
  Math.min(FAKE_ANALYSIS.max, clampProgress(p) + randomInt(rand, FAKE_ANALYSIS.step.min, FAKE_ANALYSIS.step.max));

/** Stages unlock strictly above their threshold: none at 0, the first at 1, the second at 26. */
export const unlockedStages = (p: number): AnalysisStage[] => FAKE_ANALYSIS.stages.filter((s) => clampProgress(p) > s.above);

/** The 'find match' button is enabled only at 100. */
export const analysisComplete = (p: number): boolean => clampProgress(p) >= FAKE_ANALYSIS.max;

// ---------------------------------------------------------------------------------------------
// Display helpers.

/** §2.9: the first 6 messages of the conversation. */
export const previewMessages = <T>(messages: readonly T[]): T[] => messages.slice(0, PREVIEW_MESSAGES);

/** §2.9: underscores shown as spaces ('NOT_SURE' → 'NOT SURE'). */
export const formatDecision = (decision: string): string => decision.replace(/_/g, ' ');

/** Spec §3 Client message. `side` tells the screen where to draw it (the person's persona on the right). */
export const clientMessageSchema = z.object({
  speaker: z.string(),
  side: z.enum(['user', 'match']),
  message: z.string(),
  timestamp: z.string(),
  context: z.object({ day: z.number().int(), window: z.number().int(), turn: z.number().int() }),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Display names; role 'a' is the person's persona, 'b' the match. */
export interface SpeakerNames {
  a: string;
  b: string;
}

export type NumberedEntry = TranscriptEntry & { turn: number };

/** Numbers each entry's turn within its (day, window), starting at 1. */
export function numberTurns(transcript: readonly TranscriptEntry[]): NumberedEntry[] {
  const counts = new Map<string, number>();
  return transcript.map((entry) => {
    const key = `${entry.day}:${entry.window}`;
    const turn = (counts.get(key) ?? 0) + 1;
    counts.set(key, turn);
    return { ...entry, turn };
  });
}

/** Spec §3: a transcript entry as the client shows it. An entry without a turn number counts as turn 1. */
export function toClientMessage(entry: TranscriptEntry & { turn?: number }, names: SpeakerNames, timestamp: string | Date): ClientMessage {
  return {
    speaker: entry.role === 'a' ? names.a : names.b,
    side: entry.role === 'a' ? 'user' : 'match',
    message: entry.text,
    timestamp: typeof timestamp === 'string' ? timestamp : timestamp.toISOString(),
    context: { day: entry.day, window: entry.window, turn: entry.turn ?? 1 },
  };
}
