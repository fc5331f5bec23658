import { describe, expect, it } from 'vitest';
import { remainingText, sessionView } from './session-view';

const NOW = Date.UTC(2026, 0, 5, 12, 0);
const inSeconds = (ms: number) => (NOW + ms) / 1000;

describe('session tab', () => {
  it('none, expired, renewing within the last 90 s, valid otherwise', () => {
    expect(sessionView(null, inSeconds(3_600_000), NOW).state).toBe('none');
    expect(sessionView('u', inSeconds(0), NOW).state).toBe('expired');
    expect(sessionView('u', inSeconds(90_000), NOW)).toEqual({ state: 'renewing', remainingMs: 90_000 });
    expect(sessionView('u', inSeconds(91_000), NOW)).toEqual({ state: 'valid', remainingMs: 91_000 });
    expect(sessionView('u', inSeconds(3_600_000), NOW).state).toBe('valid');
  });

  it('says how long is left', () => {
    expect(remainingText(30_000)).toBe('under a minute');
    expect(remainingText(4 * 60_000 + 59_000)).toBe('4 min');
    expect(remainingText(24 * 3_600_000 - 60_000)).toBe('23 h 59 min');
  });
});
