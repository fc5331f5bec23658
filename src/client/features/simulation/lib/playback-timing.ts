import { randomInt, type RandomFn } from '@shared/domain/week/simulation-plan';

/** Playback (§9): the week's messages appear one at a time with pauses. */
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
