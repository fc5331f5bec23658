import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '@shared/domain/matching/persona';
import { CONCLUSION_DETAIL, WINDOW_DETAIL, weekContext } from './week-digest';

/** `perDay` messages on each of `days` days, alternating a and b. */
const week = (days: number, perDay: number): TranscriptEntry[] =>
  Array.from({ length: days * perDay }, (_, i) => ({
    role: i % 2 === 0 ? 'a' : 'b',
    text: `Day ${Math.floor(i / perDay) + 1} message ${i % perDay}. And a second sentence that the digest leaves out.`,
    day: Math.floor(i / perDay) + 1,
    window: 1,
  }));

describe('a week told within a prompt budget', () => {
  it('sends a short week word for word, with no summary', () => {
    const history = week(2, 6);
    expect(weekContext(history, WINDOW_DETAIL, 0)).toEqual({ recent: history });
  });

  it('sums up the days before the last 40 messages instead of cutting them', () => {
    const history = week(6, 12);
    const context = weekContext(history, WINDOW_DETAIL, 0)!;
    expect(context.recent).toEqual(history.slice(-40));
    // 72 messages: days 1-2 and the first 8 of day 3 come before the last 40.
    expect(context.earlier_days!.map((d) => d.day)).toEqual([1, 2, 3]);
    expect(context.earlier_days![0]!.summary).toBe('a: Day 1 message 0. · b: Day 1 message 3. · a: Day 1 message 6. · b: Day 1 message 9.');
    expect(context.earlier_days![0]!.summary).not.toContain('second sentence');
  });

  it('tells less at each level, and gives up past the last one', () => {
    const history = week(7, 12);
    const sizes = [0, 1, 2, 3].map((level) => JSON.stringify(weekContext(history, CONCLUSION_DETAIL, level)).length);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]!).toBeLessThan(sizes[i - 1]!);
    expect(weekContext(history, CONCLUSION_DETAIL, 4)).toBeNull();
  });

  it('shortens a long first sentence to its budget', () => {
    const long = { role: 'a' as const, text: `${'word '.repeat(60)}end.`, day: 1, window: 1 };
    const context = weekContext([long, ...week(3, 12).map((m) => ({ ...m, day: m.day + 1 }))], WINDOW_DETAIL, 3)!;
    const first = context.earlier_days![0]!.summary;
    expect(first.length).toBeLessThanOrEqual('a: '.length + 60);
    expect(first.endsWith('…')).toBe(true);
  });
});
