import type { RandomFn } from '@shared/domain/week/simulation-plan';
import { PLAYBACK, playbackDelay, type PlaybackPosition } from './playback-timing';

/**
 * Playback of the simulated week (spec §4.6, §9): messages are queued as the stream delivers them
 * and shown one at a time, with the §9 pauses measured from the moment the previous message was
 * shown (or playback began):
 *   first message 500 ms; then 500-1500 ms between messages, +500 ms at a new day or +300 ms at a
 *   new window (shared `playbackDelay`); completion 1000 ms after the last message.
 * A message the stream delivers later than its pause would have ended is shown as it arrives;
 * completion waits for the stream's final result as well as for its 1 s.
 */

export type PlaybackStep =
  /** Show the message at `index` once `waitMs` has passed. */
  | { kind: 'show'; index: number; waitMs: number }
  /** Everything is shown and the stream is over: complete once `waitMs` has passed. */
  | { kind: 'complete'; waitMs: number }
  /** Everything received is shown, the stream goes on: wait for the next message. */
  | { kind: 'wait' }
  /** Completed already. */
  | { kind: 'done' };

export interface PlaybackState {
  /** Every message received so far, in order. */
  received: readonly PlaybackPosition[];
  /** How many of them are on screen. */
  shown: number;
  /** The stream has delivered its final result. */
  ended: boolean;
  completed: boolean;
  /** Milliseconds since the last message was shown (or playback began). */
  elapsedMs: number;
  /** The pause already drawn for the next message, so waiting longer never redraws it. */
  plannedDelayMs?: number;
}

/** The time still to wait for a pause of `delayMs` of which `elapsedMs` have passed. */
export const remainingWait = (delayMs: number, elapsedMs: number): number => Math.max(0, delayMs - Math.max(0, elapsedMs));

/** The delay of the next message: the planned one if drawn, else a fresh draw. */
export function nextDelay(state: Pick<PlaybackState, 'received' | 'shown' | 'plannedDelayMs'>, rand: RandomFn): number | null {
  const next = state.received[state.shown];
  if (!next) return null;
  return state.plannedDelayMs ?? playbackDelay(state.shown > 0 ? state.received[state.shown - 1] : null, next, rand);
}

/** The scheduler: what playback should do next, and after how long. Pure. */
export function nextPlaybackStep(state: PlaybackState, rand: RandomFn): PlaybackStep {
  if (state.completed) return { kind: 'done' };
  const delay = nextDelay(state, rand);
  if (delay !== null) return { kind: 'show', index: state.shown, waitMs: remainingWait(delay, state.elapsedMs) };
  if (state.ended) return { kind: 'complete', waitMs: remainingWait(PLAYBACK.beforeCompletionMs, state.elapsedMs) };
  return { kind: 'wait' };
}

// ---------------------------------------------------------------------------------------------
// The driver: the scheduler run against a clock and timers (injected, so tests use fake ones).

export interface PlaybackDriverOptions {
  rand?: RandomFn;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** `shown` messages are now on screen. */
  onShow: (shown: number) => void;
  onComplete: () => void;
}

export interface PlaybackDriver {
  /** Queues messages the stream delivered. */
  push(messages: readonly PlaybackPosition[]): void;
  /** The stream delivered its final result: complete after the last message. */
  end(): void;
  /** Shows everything queued now (and completes at once if the stream is over). */
  skip(): void;
  /**
   * Shows the first `count` messages now, as far as they have arrived (a reload: the person saw
   * them already), and plays on from there with the usual pauses. Never completes by itself.
   */
  jumpTo(count: number): void;
  /** Stops every timer (unmount). */
  dispose(): void;
}

export function createPlaybackDriver({
  rand = Math.random,
  now = () => Date.now(),
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  onShow,
  onComplete,
}: PlaybackDriverOptions): PlaybackDriver {
  const received: PlaybackPosition[] = [];
  let shown = 0;
  let ended = false;
  let completed = false;
  let disposed = false;
  let lastShownAt = now();
  let plannedDelayMs: number | undefined;
  let timer: unknown = null;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const schedule = () => {
    if (disposed || timer !== null) return;
    // Draw the next pause once; later calls (more messages arriving) reuse it.
    plannedDelayMs = nextDelay({ received, shown, plannedDelayMs }, rand) ?? undefined;
    const step = nextPlaybackStep({ received, shown, ended, completed, elapsedMs: now() - lastShownAt, plannedDelayMs }, rand);
    if (step.kind === 'show') {
      timer = setTimer(() => {
        timer = null;
        shown = step.index + 1;
        plannedDelayMs = undefined;
        lastShownAt = now();
        onShow(shown);
        schedule();
      }, step.waitMs);
    } else if (step.kind === 'complete') {
      timer = setTimer(() => {
        timer = null;
        completed = true;
        onComplete();
      }, step.waitMs);
    }
  };

  return {
    push(messages) {
      if (disposed || ended || messages.length === 0) return;
      received.push(...messages);
      schedule();
    },
    end() {
      if (disposed || ended) return;
      ended = true;
      schedule();
    },
    skip() {
      if (disposed || completed) return;
      cancel();
      plannedDelayMs = undefined;
      if (shown < received.length) {
        shown = received.length;
        lastShownAt = now();
        onShow(shown);
      }
      if (ended) {
        completed = true;
        onComplete();
      }
    },
    jumpTo(count) {
      const target = Math.min(count, received.length);
      if (disposed || completed || target <= shown) return;
      cancel();
      plannedDelayMs = undefined;
      shown = target;
      lastShownAt = now();
      onShow(shown);
      schedule();
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
