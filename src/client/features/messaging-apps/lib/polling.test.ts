import { describe, expect, it } from 'vitest';
import { nextPollDelay, POLL_INTERVAL_MS, POLL_WINDOW_MS, pollProgress, pollWindowClosed } from './polling';

/** The times (ms after sending) at which the status is checked when every check answers at once. */
function pollSchedule(): number[] {
  const times: number[] = [];
  let now = 0;
  for (let delay = nextPollDelay(0, now); delay !== false; delay = nextPollDelay(0, now)) {
    now += delay;
    times.push(now);
  }
  return times;
}

describe('connect polling (§4.5, §9)', () => {
  it('checks every 2 s for 30 s: 15 checks, the last at 30 s', () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(POLL_WINDOW_MS).toBe(30000);
    const schedule = pollSchedule();
    expect(schedule).toHaveLength(15);
    expect(schedule[0]).toBe(2000);
    expect(schedule.at(-1)).toBe(30000);
    expect(schedule.every((t, i) => i === 0 || t - schedule[i - 1]! === 2000)).toBe(true);
  });

  it('does not poll without an open window', () => {
    expect(nextPollDelay(null, 1234)).toBe(false);
  });

  it('keeps to the 2 s grid when a check answers late', () => {
    expect(nextPollDelay(0, 2500)).toBe(1500);
    expect(nextPollDelay(0, 4000)).toBe(2000);
  });

  it('stops once the next check would fall after 30 s', () => {
    expect(nextPollDelay(0, 28000)).toBe(2000);
    // The check due at 28 s answered late: the last one still lands on 30 s.
    expect(nextPollDelay(0, 28050)).toBe(1950);
    expect(nextPollDelay(0, 30000)).toBe(false);
    expect(nextPollDelay(0, 31000)).toBe(false);
  });

  it('treats a clock that went backwards as the start of the window', () => {
    expect(nextPollDelay(5000, 4000)).toBe(2000);
  });

  it('says when the window has closed', () => {
    expect(pollWindowClosed(1000, 30999)).toBe(false);
    expect(pollWindowClosed(1000, 31000)).toBe(true);
  });

  it('reports progress through the window, clamped to 0..1', () => {
    expect(pollProgress(null, 5)).toBe(0);
    expect(pollProgress(0, 15000)).toBe(0.5);
    expect(pollProgress(0, 60000)).toBe(1);
    expect(pollProgress(10, 0)).toBe(0);
  });
});
