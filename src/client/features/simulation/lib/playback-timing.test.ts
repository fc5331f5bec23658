import { describe, expect, it } from 'vitest';
import { PLAYBACK, playbackDelay } from './playback-timing';

const fixed = (value: number) => () => value;

describe('playback constants (§9)', () => {
  it('has the spec pauses', () => {
    expect(PLAYBACK).toEqual({ newDayMs: 500, newWindowMs: 300, betweenMessagesMs: { min: 500, max: 1500 }, beforeCompletionMs: 1000 });
  });
});

describe('playbackDelay (§9 pauses)', () => {
  const at = (day: number, window: number) => ({ day, window });

  it('pauses 500 ms before the first message and 1000 ms before completion', () => {
    expect(playbackDelay(null, at(1, 1), fixed(0.5))).toBe(500);
    expect(playbackDelay(at(7, 3), null, fixed(0.5))).toBe(1000);
  });

  it('waits 500-1500 ms between messages in the same window', () => {
    expect(playbackDelay(at(1, 1), at(1, 1), fixed(0))).toBe(500);
    expect(playbackDelay(at(1, 1), at(1, 1), fixed(0.5))).toBe(1000);
    expect(playbackDelay(at(1, 1), at(1, 1), fixed(0.9999))).toBe(1500);
  });

  it('adds 300 ms at a new window and 500 ms (not 800) at a new day', () => {
    expect(playbackDelay(at(1, 1), at(1, 2), fixed(0))).toBe(800);
    expect(playbackDelay(at(1, 2), at(2, 1), fixed(0))).toBe(1000);
    expect(playbackDelay(at(1, 1), at(2, 1), fixed(0))).toBe(1000);
  });
});
