import { describe, expect, it } from 'vitest';
import { planTime, zoneLabel } from './plan-time';

describe('a shared plan’s time', () => {
  it('reads in the sharer’s zone', () => {
    expect(planTime('2026-12-05T18:00:00Z', '2026-12-05T19:30:00Z', 'Europe/Lisbon')).toBe('Saturday 5 December, 18:00–19:30');
    expect(planTime('2026-12-05T18:00:00Z', '2026-12-05T19:30:00Z', 'America/New_York')).toBe('Saturday 5 December, 13:00–14:30');
  });

  it('names the zone by its city', () => {
    expect(zoneLabel('America/New_York')).toBe('New York time');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});
