import { describe, expect, it } from 'vitest';
import { describeSlot } from './describe-slot';

const slot = { start: '2026-12-03T18:00:00.000Z', end: '2026-12-03T19:30:00.000Z' };

describe('describeSlot', () => {
  it('shows each person the slot on their own clock', () => {
    expect(describeSlot(slot, 'Europe/Paris')).toBe('Thursday 3 December, 19:00–20:30');
    expect(describeSlot(slot, 'America/New_York')).toBe('Thursday 3 December, 13:00–14:30');
    expect(describeSlot(slot, 'Europe/Paris', 'fr')).toBe('jeudi 3 décembre, 19:00–20:30');
  });

  it('follows summer time', () => {
    expect(describeSlot({ start: '2027-03-28T17:00:00.000Z', end: '2027-03-28T18:30:00.000Z' }, 'Europe/Paris')).toBe(
      'Sunday 28 March, 19:00–20:30',
    );
  });
});
