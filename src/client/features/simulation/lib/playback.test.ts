import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RandomFn } from '@shared/domain/week/simulation-plan';
import { seededRandom } from '@shared/lib/seeded-random';
import type { PlaybackPosition } from './playback-timing';
import { createPlaybackDriver, nextPlaybackStep, remainingWait, type PlaybackState } from './playback';

const fixed = (value: number) => () => value;
const at = (day: number, window: number) => ({ day, window });
// rand 0 → the shortest 500 ms gap; rand 0.999 → the longest 1500 ms.
const MIN = fixed(0);
const MAX = fixed(0.999_999);

const state = (over: Partial<PlaybackState>): PlaybackState => ({
  received: [],
  shown: 0,
  ended: false,
  completed: false,
  elapsedMs: 0,
  ...over,
});

describe('nextPlaybackStep (§9 pauses)', () => {
  it('waits for the stream when nothing is queued', () => {
    expect(nextPlaybackStep(state({}), MIN)).toEqual({ kind: 'wait' });
  });

  it('shows the first message after the new-day 500 ms', () => {
    expect(nextPlaybackStep(state({ received: [at(1, 1)] }), MAX)).toEqual({ kind: 'show', index: 0, waitMs: 500 });
  });

  it('pauses 500-1500 ms between messages of one window', () => {
    const received = [at(1, 1), at(1, 1)];
    expect(nextPlaybackStep(state({ received, shown: 1 }), MIN)).toEqual({ kind: 'show', index: 1, waitMs: 500 });
    expect(nextPlaybackStep(state({ received, shown: 1 }), MAX)).toEqual({ kind: 'show', index: 1, waitMs: 1500 });
  });

  it('adds 300 ms at a new window and 500 ms (only) at a new day', () => {
    expect(nextPlaybackStep(state({ received: [at(1, 1), at(1, 2)], shown: 1 }), MIN)).toMatchObject({ waitMs: 800 });
    expect(nextPlaybackStep(state({ received: [at(1, 2), at(2, 1)], shown: 1 }), MIN)).toMatchObject({ waitMs: 1000 });
    expect(nextPlaybackStep(state({ received: [at(1, 2), at(2, 1)], shown: 1 }), MAX)).toMatchObject({ waitMs: 2000 });
  });

  it('counts the time already waited, and never waits below zero', () => {
    expect(nextPlaybackStep(state({ received: [at(1, 1), at(1, 1)], shown: 1, elapsedMs: 400 }), MIN)).toMatchObject({ waitMs: 100 });
    expect(nextPlaybackStep(state({ received: [at(1, 1), at(1, 1)], shown: 1, elapsedMs: 5000 }), MAX)).toMatchObject({ waitMs: 0 });
  });

  it('uses the pause already drawn rather than drawing again', () => {
    const rand = vi.fn(MIN);
    expect(nextPlaybackStep(state({ received: [at(1, 1), at(1, 1)], shown: 1, plannedDelayMs: 1234 }), rand)).toMatchObject({
      waitMs: 1234,
    });
    expect(rand).not.toHaveBeenCalled();
  });

  it('completes 1 s after the last message once the stream is over, then is done', () => {
    expect(nextPlaybackStep(state({ received: [at(1, 1)], shown: 1 }), MIN)).toEqual({ kind: 'wait' });
    expect(nextPlaybackStep(state({ received: [at(1, 1)], shown: 1, ended: true }), MIN)).toEqual({ kind: 'complete', waitMs: 1000 });
    expect(nextPlaybackStep(state({ received: [at(1, 1)], shown: 1, ended: true, elapsedMs: 700 }), MIN)).toEqual({
      kind: 'complete',
      waitMs: 300,
    });
    expect(nextPlaybackStep(state({ received: [at(1, 1)], shown: 1, ended: true, completed: true }), MIN)).toEqual({ kind: 'done' });
  });

  it('plays queued messages before completing even when the stream is over', () => {
    expect(nextPlaybackStep(state({ received: [at(1, 1), at(1, 1)], shown: 1, ended: true }), MIN)).toMatchObject({
      kind: 'show',
      index: 1,
    });
  });
});

describe('remainingWait', () => {
  it('is the pause less the time elapsed, floored at 0', () => {
    expect(remainingWait(1000, 250)).toBe(750);
    expect(remainingWait(1000, 2000)).toBe(0);
    expect(remainingWait(1000, -5)).toBe(1000);
  });
});

/**
 * When the driver shows each message and completes, for a stream that delivered everything at
 * time 0: its clock and timer are injected and the timers run in order.
 */
function playbackTimeline(messages: readonly PlaybackPosition[], rand: RandomFn): { showAt: number[]; completeAt: number } {
  let clock = 0;
  const timers: { fn: () => void; at: number }[] = [];
  const showAt: number[] = [];
  let completeAt = Number.NaN;
  const playback = createPlaybackDriver({
    rand,
    now: () => clock,
    setTimer: (fn, ms) => timers.push({ fn, at: clock + ms }),
    clearTimer: () => timers.splice(0),
    onShow: () => showAt.push(clock),
    onComplete: () => (completeAt = clock),
  });
  playback.push(messages);
  playback.end();
  for (let timer = timers.shift(); timer; timer = timers.shift()) {
    clock = timer.at;
    timer.fn();
  }
  return { showAt, completeAt };
}

describe("the driver's timeline for a stream delivered at once", () => {
  it('sums the pauses and completes 1 s after the last message', () => {
    const { showAt, completeAt } = playbackTimeline([at(1, 1), at(1, 1), at(1, 2), at(2, 1)], MIN);
    expect(showAt).toEqual([500, 1000, 1800, 2800]);
    expect(completeAt).toBe(3800);
  });

  it('keeps every gap within the §9 bounds for any random draw', () => {
    const messages = [at(1, 1), at(1, 1), at(1, 2), at(1, 2), at(2, 1), at(2, 1)];
    const rand = seededRandom(7);
    for (let run = 0; run < 200; run++) {
      const { showAt } = playbackTimeline(messages, rand);
      const gaps = showAt.map((t, i) => t - (i > 0 ? showAt[i - 1]! : 0));
      expect(gaps[0]).toBe(500);
      const within = (gap: number | undefined, min: number, max: number) => {
        expect(gap).toBeGreaterThanOrEqual(min);
        expect(gap).toBeLessThanOrEqual(max);
      };
      for (const i of [1, 3, 5]) within(gaps[i], 500, 1500);
      within(gaps[2], 800, 1800);
      within(gaps[4], 1000, 2000);
    }
  });
});

describe('createPlaybackDriver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const driver = (rand = MIN) => {
    const onShow = vi.fn();
    const onComplete = vi.fn();
    const playback = createPlaybackDriver({ rand, onShow, onComplete });
    return { playback, onShow, onComplete };
  };

  it('jumps to the messages seen before a reload as they arrive, then plays on with the pauses', () => {
    const { playback, onShow, onComplete } = driver();
    playback.push([at(1, 1), at(1, 1)]);
    playback.jumpTo(3);
    expect(onShow).toHaveBeenLastCalledWith(2);
    playback.push([at(1, 1), at(1, 1)]);
    playback.jumpTo(3);
    expect(onShow).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(499);
    expect(onShow).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(onShow).toHaveBeenLastCalledWith(4);
    playback.jumpTo(2);
    expect(onShow).toHaveBeenCalledTimes(3);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('plays a queued stream one message at a time, then completes 1 s later', () => {
    const { playback, onShow, onComplete } = driver();
    playback.push([at(1, 1), at(1, 1), at(1, 2)]);
    playback.end();
    vi.advanceTimersByTime(499);
    expect(onShow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onShow).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(500);
    expect(onShow).toHaveBeenLastCalledWith(2);
    vi.advanceTimersByTime(799);
    expect(onShow).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(onShow).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(999);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows a late message as soon as it arrives, and waits for the final result to complete', () => {
    const { playback, onShow, onComplete } = driver();
    playback.push([at(1, 1)]);
    vi.advanceTimersByTime(500);
    expect(onShow).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(3000); // the stream is slow
    playback.push([at(1, 1)]);
    vi.advanceTimersByTime(0);
    expect(onShow).toHaveBeenLastCalledWith(2);
    vi.advanceTimersByTime(5000);
    expect(onComplete).not.toHaveBeenCalled();
    playback.end();
    vi.advanceTimersByTime(0);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('does not redraw the pause when more messages arrive during it', () => {
    const rand = vi.fn(MIN);
    const { playback, onShow } = driver(rand);
    playback.push([at(1, 1), at(1, 1)]);
    vi.advanceTimersByTime(500);
    playback.push([at(1, 1)]);
    playback.push([at(1, 1)]);
    expect(rand).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(onShow).toHaveBeenLastCalledWith(2);
  });

  it('skip shows everything at once and completes when the stream is over', () => {
    const { playback, onShow, onComplete } = driver();
    playback.push([at(1, 1), at(1, 1), at(2, 1)]);
    playback.skip();
    expect(onShow).toHaveBeenLastCalledWith(3);
    expect(onComplete).not.toHaveBeenCalled();
    playback.end();
    vi.advanceTimersByTime(1000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    playback.skip();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('dispose stops every timer', () => {
    const { playback, onShow, onComplete } = driver();
    playback.push([at(1, 1)]);
    playback.end();
    playback.dispose();
    vi.advanceTimersByTime(10_000);
    expect(onShow).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
