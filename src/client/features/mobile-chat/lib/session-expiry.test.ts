import { describe, expect, it } from 'vitest';
import { hoursLeft, sessionExpiresText } from './session-expiry';

const now = Date.parse('2026-11-23T12:00:00Z');
const inMs = (ms: number) => new Date(now + ms).toISOString();

describe('session expiry footer', () => {
  it('rounds to the nearest hour', () => {
    expect(sessionExpiresText(inMs(24 * 3_600_000), now)).toBe('Session expires in 24h');
    expect(hoursLeft(inMs(2.5 * 3_600_000 - 1), now)).toBe(2);
    expect(hoursLeft(inMs(2.5 * 3_600_000), now)).toBe(3);
    expect(hoursLeft(inMs(20 * 60_000), now)).toBe(0);
  });

  it('never goes below zero', () => expect(hoursLeft(inMs(-5 * 3_600_000), now)).toBe(0));
});
