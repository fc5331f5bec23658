import { describe, expect, it } from 'vitest';
import { groupByMessage, type RawItem } from './queue-items';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 9, minute));
const item = (key: string, kind: RawItem['kind'], minute: number, message: string | null = null): RawItem => ({
  key,
  kind,
  subjectUserId: 'ana',
  otherUserId: 'bruno',
  pairId: 'pair',
  reason: `${kind} ${key}`,
  createdAt: at(minute),
  message,
});

describe('grouping the queue by message (ADR 065)', () => {
  it('makes one item of a report and the flags of the same message, oldest first, and leaves the rest alone', () => {
    const grouped = groupByMessage([
      item('report:r', 'report', 3, 'm1'),
      item('flag:hold', 'flag', 1, 'm1'),
      item('appeal:a', 'appeal', 0),
      item('flag:other', 'flag', 4, 'm2'),
      item('flag:anyway', 'flag', 2, 'm1'),
    ]);
    expect(grouped.map((g) => [g.key, g.sources.map((s) => s.key)])).toEqual([
      ['appeal:a', ['appeal:a']],
      ['flag:hold', ['flag:hold', 'flag:anyway', 'report:r']],
      ['flag:other', ['flag:other']],
    ]);
    expect(grouped[1]!.createdAt).toEqual(at(1));
  });
});
