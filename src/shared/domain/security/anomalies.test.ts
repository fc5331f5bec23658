import { describe, expect, it } from 'vitest';
import { detectAnomalies, isKnownTimeZone, zonedHour, type AnomalyEvent } from './anomalies';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0); // 12:00 UTC, a usual hour

describe('detectAnomalies (§9)', () => {
  const at = (msAgo: number, userAgent = 'A'): AnomalyEvent => ({ timestamp: NOW - msAgo, userAgent });
  const many = (n: number, spacingMs: number, from = 0) => Array.from({ length: n }, (_, i) => at(from + i * spacingMs));

  it('finds nothing in quiet traffic', () => {
    expect(detectAnomalies([], NOW)).toEqual([]);
    expect(detectAnomalies(many(9, 1000), NOW)).toEqual([]);
  });

  it('rapid_requests: 10 events within 60 s', () => {
    expect(detectAnomalies(many(10, 6000), NOW)).toEqual(['rapid_requests']);
  });

  it('rapid_requests: the 60 s window excludes older and future events', () => {
    expect(detectAnomalies([...many(9, 1000), at(60_000)], NOW)).toEqual([]);
    expect(detectAnomalies([...many(9, 1000), at(-5000)], NOW)).toEqual([]);
  });

  it('device_change: 3 distinct user agents within 24 h', () => {
    expect(detectAnomalies([at(0, 'A'), at(3_600_000, 'B'), at(23 * 3_600_000, 'C')], NOW)).toEqual(['device_change']);
  });

  it('device_change: ignores agents older than 24 h, repeats and empty agents', () => {
    expect(detectAnomalies([at(0, 'A'), at(1000, 'B'), at(24 * 3_600_000, 'C')], NOW)).toEqual([]);
    expect(detectAnomalies([at(0, 'A'), at(1000, 'B'), at(2000, 'B'), at(3000, '')], NOW)).toEqual([]);
  });

  it('time_anomaly: 2 events within an hour outside 06:00-23:00 UTC', () => {
    const night = Date.UTC(2025, 0, 15, 3, 30);
    const events = [
      { timestamp: night - 10 * 60_000, userAgent: 'A' },
      { timestamp: night - 5 * 60_000, userAgent: 'A' },
    ];
    expect(detectAnomalies(events, night)).toEqual(['time_anomaly']);
    expect(detectAnomalies(events.slice(0, 1), night)).toEqual([]);
  });

  it('time_anomaly: 23:00 is already unusual, 06:00 is usual again', () => {
    const lateNight = Date.UTC(2025, 0, 15, 23, 30);
    expect(
      detectAnomalies(
        [
          { timestamp: Date.UTC(2025, 0, 15, 23, 0), userAgent: 'A' },
          { timestamp: lateNight, userAgent: 'A' },
        ],
        lateNight,
      ),
    ).toEqual(['time_anomaly']);
    const morning = Date.UTC(2025, 0, 15, 6, 40);
    expect(
      detectAnomalies(
        [
          { timestamp: Date.UTC(2025, 0, 15, 6, 0), userAgent: 'A' },
          { timestamp: Date.UTC(2025, 0, 15, 6, 30), userAgent: 'A' },
        ],
        morning,
      ),
    ).toEqual([]);
    expect(
      detectAnomalies(
        [
          { timestamp: Date.UTC(2025, 0, 15, 5, 50), userAgent: 'A' },
          { timestamp: Date.UTC(2025, 0, 15, 5, 59), userAgent: 'A' },
        ],
        morning,
      ),
    ).toEqual(['time_anomaly']);
  });

  it('time_anomaly: night events more than an hour old do not count', () => {
    const morning = Date.UTC(2025, 0, 15, 7, 0);
    expect(
      detectAnomalies(
        [
          { timestamp: Date.UTC(2025, 0, 15, 5, 0), userAgent: 'A' },
          { timestamp: Date.UTC(2025, 0, 15, 5, 30), userAgent: 'A' },
        ],
        morning,
      ),
    ).toEqual([]);
  });

  it('reports every anomaly found, in a fixed order', () => {
    const night = Date.UTC(2025, 0, 15, 2, 0);
    const events = Array.from({ length: 10 }, (_, i) => ({ timestamp: night - i * 1000, userAgent: `UA${i % 3}` }));
    expect(detectAnomalies(events, night)).toEqual(['rapid_requests', 'device_change', 'time_anomaly']);
  });
});

describe('zonedHour', () => {
  const moment = Date.UTC(2026, 6, 1, 22, 30);
  it("reads the hour in the event's own zone, summer time included", () => {
    expect(zonedHour(moment, 'UTC')).toBe(22);
    expect(zonedHour(moment, 'Europe/Paris')).toBe(0);
    expect(zonedHour(moment, 'America/New_York')).toBe(18);
  });

  it('falls back to UTC without a zone or with one the runtime does not know', () => {
    expect(zonedHour(moment)).toBe(22);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(zonedHour(moment, 'Mars/Olympus_Mons')).toBe(22);
  });
});
