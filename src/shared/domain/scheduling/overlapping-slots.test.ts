import { describe, expect, it } from 'vitest';
import { overlappingSlots } from './overlapping-slots';
import { parseAvailability } from './parse-availability';

const now = new Date('2026-11-27T12:00:00Z');
const zones = ['Europe/Paris', 'America/New_York'] as const;
const free = (text: string, timeZone: string) => parseAvailability(text, { timeZone, now }).intervals;

describe('overlappingSlots', () => {
  it('finds the time both are free across zones: Paris evening = New York afternoon', () => {
    const slots = overlappingSlots(free('Thursday after 7 or Saturday afternoon', zones[0]), free('any day after 1pm', zones[1]), {
      now,
      timeZones: zones,
    });
    expect(slots).toEqual([
      { start: '2026-12-03T18:00:00.000Z', end: '2026-12-03T19:30:00.000Z' },
      { start: '2026-12-03T19:30:00.000Z', end: '2026-12-03T21:00:00.000Z' },
    ]);
  });

  it('proposes at most three, on different days first, each on the half hour, 90 minutes long', () => {
    const a = free('any evening', 'Europe/Paris');
    const slots = overlappingSlots(a, a, { now, timeZones: ['Europe/Paris'] });
    expect(slots).toHaveLength(3);
    expect(new Set(slots.map((s) => s.start.slice(0, 10))).size).toBe(3);
    for (const s of slots) {
      expect(Date.parse(s.start) % (30 * 60_000)).toBe(0);
      expect(Date.parse(s.end) - Date.parse(s.start)).toBe(90 * 60_000);
      expect(s.start.slice(11, 16)).toBe('18:00'); // 19:00 in Paris, the preferred hour
    }
    expect(overlappingSlots(a, a, { now, max: 5, timeZones: ['Europe/Paris'] })).toHaveLength(5);
  });

  it('is deterministic and never proposes something within the next three hours', () => {
    const a = free('today or tomorrow', 'Europe/Paris');
    const first = overlappingSlots(a, a, { now });
    expect(overlappingSlots(a, a, { now })).toEqual(first);
    for (const s of first) expect(Date.parse(s.start)).toBeGreaterThanOrEqual(now.getTime() + 3 * 3_600_000);
  });

  it('returns nothing when they do not overlap', () => {
    expect(overlappingSlots(free('saturday morning', zones[0]), free('saturday evening', zones[0]), { now })).toEqual([]);
    expect(overlappingSlots(free('sat 2-3pm', zones[0]), free('sat 2-3pm', zones[0]), { now })).toEqual([]);
  });
});
