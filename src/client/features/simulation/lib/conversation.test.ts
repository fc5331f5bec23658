import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from './client-message';
import type { TranscriptEntry } from '@shared/domain/matching/persona';
import { conversationItems, formatClock, inWorldMinutes, partOfDay, toConversation, weekProgress, windowsByDay } from './conversation';

const entry = (role: 'a' | 'b', day: number, window: number, text = 'hi'): TranscriptEntry => ({ role, text, day, window });
const names = { a: 'Sam', b: 'Alex' };

describe('partOfDay', () => {
  it('reads three windows as morning, afternoon, evening and two as morning, evening', () => {
    expect([1, 2, 3].map((w) => partOfDay(w, 3))).toEqual(['Morning', 'Afternoon', 'Evening']);
    expect([1, 2].map((w) => partOfDay(w, 2))).toEqual(['Morning', 'Evening']);
    expect(partOfDay(2)).toBe('Afternoon');
  });
});

describe('formatClock', () => {
  it('writes a 12-hour time', () => {
    expect(formatClock(490)).toBe('8:10 AM');
    expect(formatClock(780)).toBe('1:00 PM');
    expect(formatClock(720)).toBe('12:00 PM');
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(1440 + 65)).toBe('1:05 AM');
  });
});

describe('inWorldMinutes', () => {
  it('is stable for a seed and moves forward 1-6 minutes a message within its part of the day', () => {
    for (let seed = 0; seed < 50; seed++) {
      for (const [window, windows, from] of [
        [1, 3, 490],
        [2, 3, 760],
        [3, 3, 1160],
        [2, 2, 1160],
      ] as const) {
        const times = [1, 2, 3, 4, 5, 6].map((turn) => inWorldMinutes(seed, 3, window, turn, windows));
        expect(times).toEqual([1, 2, 3, 4, 5, 6].map((turn) => inWorldMinutes(seed, 3, window, turn, windows)));
        expect(times[0]).toBeGreaterThanOrEqual(from);
        expect(times[0]).toBeLessThanOrEqual(from + 35);
        for (let i = 1; i < times.length; i++) {
          expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1);
          expect(times[i]! - times[i - 1]!).toBeLessThanOrEqual(6);
        }
      }
    }
  });
});

describe('toConversation', () => {
  const transcript = [entry('b', 1, 1, 'Morning!'), entry('a', 1, 1), entry('a', 1, 2), entry('b', 2, 1)];
  const plan = [
    { day: 1, window: 1, turns: 2 },
    { day: 1, window: 2, turns: 1 },
    { day: 2, window: 1, turns: 1 },
    { day: 2, window: 2, turns: 3 },
  ];

  it('gives spec §3 Client messages: the person (a) on the user side, the match (b) on the match side', () => {
    const messages = toConversation(transcript, names, 42, plan);
    for (const m of messages) expect(clientMessageSchema.parse(m)).toBeTruthy();
    expect(messages.map((m) => [m.speaker, m.side])).toEqual([
      ['Alex', 'match'],
      ['Sam', 'user'],
      ['Sam', 'user'],
      ['Alex', 'match'],
    ]);
    expect(messages[0]).toMatchObject({ message: 'Morning!', context: { day: 1, window: 1, turn: 1 }, partOfDay: 'Morning' });
    expect(messages[1]!.context.turn).toBe(2);
    expect(messages[2]!.partOfDay).toBe('Evening'); // day 1 has two windows
    expect(messages[0]!.timestamp).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
  });

  it('reads the windows of each day from the plan', () => {
    expect(windowsByDay(plan)).toEqual(
      new Map([
        [1, 2],
        [2, 2],
      ]),
    );
    expect(windowsByDay(undefined).size).toBe(0);
  });
});

describe('conversationItems', () => {
  it('puts a day chip and a window chip before the first message of each', () => {
    const items = conversationItems(toConversation([entry('b', 1, 1), entry('a', 1, 1), entry('a', 1, 2), entry('b', 2, 1)], names, 1));
    expect(
      items.map((i) =>
        i.kind === 'message'
          ? `${i.message.role}${i.groupStart ? '*' : ''}`
          : `${i.kind}${i.day}${i.kind === 'window' ? `.${i.window}` : ''}`,
      ),
    ).toEqual(['day1', 'window1.1', 'b*', 'a*', 'window1.2', 'a*', 'day2', 'window2.1', 'b*']);
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });

  it('groups consecutive messages from one speaker in a window', () => {
    const items = conversationItems(toConversation([entry('a', 1, 1), entry('a', 1, 1)], names, 1));
    expect(items.filter((i) => i.kind === 'message').map((i) => i.kind === 'message' && i.groupStart)).toEqual([true, false]);
  });
});

describe('weekProgress', () => {
  it('is day/7, starting at day 1 before any message', () => {
    expect(weekProgress(undefined)).toMatchObject({ day: 1, window: 1 });
    expect(weekProgress(undefined).percent).toBeCloseTo(100 / 7);
    expect(weekProgress({ day: 3, window: 2 }, [{ day: 3, window: 2, turns: 2 }])).toMatchObject({
      day: 3,
      window: 2,
      windowsToday: 2,
      partOfDay: 'Evening',
    });
    expect(weekProgress({ day: 7, window: 3 }).percent).toBe(100);
  });

  it('shows the whole week once complete', () => {
    expect(weekProgress({ day: 6, window: 1 }, undefined, true)).toMatchObject({ day: 7, percent: 100 });
  });
});
