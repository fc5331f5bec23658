import { clamp } from '@shared/lib/math';

/** Spec §4.5 / §9: after a verification is sent the status is checked every 2 s for 30 s. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_WINDOW_MS = 30_000;

/** True once the polling window that opened at `startedAt` has closed. */
export const pollWindowClosed = (startedAt: number, now: number): boolean => now - startedAt >= POLL_WINDOW_MS;

/**
 * How long to wait before the next status check, or false when polling should stop: no window is
 * open, or the next check would land after the window closed.
 */
export function nextPollDelay(startedAt: number | null, now: number): number | false {
  if (startedAt === null) return false;
  const elapsed = Math.max(0, now - startedAt);
  if (elapsed >= POLL_WINDOW_MS) return false;
  // Stay on the 2 s grid even when a check was slow, so there are never more checks than planned.
  const delay = POLL_INTERVAL_MS - (elapsed % POLL_INTERVAL_MS);
  return elapsed + delay > POLL_WINDOW_MS ? false : delay;
}

/** 0..1: how much of the polling window has passed (for a progress bar). */
export const pollProgress = (startedAt: number | null, now: number): number =>
  startedAt === null ? 0 : clamp((now - startedAt) / POLL_WINDOW_MS, 0, 1);
