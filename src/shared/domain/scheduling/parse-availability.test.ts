import { describe, expect, it } from 'vitest';
import { parseAvailability } from './parse-availability';

// Friday 27 November 2026, 13:00 in Paris (12:00 UTC), 07:00 in New York.
const now = new Date('2026-11-27T12:00:00Z');
const paris = (text: string) => parseAvailability(text, { timeZone: 'Europe/Paris', now });
const spans = (text: string, timeZone = 'Europe/Paris') =>
  parseAvailability(text, { timeZone, now }).intervals.map((i) => `${i.start.slice(5, 16)}/${i.end.slice(11, 16)}`);

describe('parseAvailability', () => {
  it('reads "Thursday after 7 or Saturday afternoon" in Paris time (UTC+1)', () => {
    expect(spans('Thursday after 7 or Saturday afternoon')).toEqual(['11-28T12:00/17:00', '12-03T18:00/21:00']);
  });

  it('reads the same words on a New York clock (UTC−5)', () => {
    expect(spans('Thursday after 7 or Saturday afternoon', 'America/New_York')).toEqual(['11-28T18:00/23:00', '12-04T00:00/03:00']);
  });

  it('reads "tomorrow evening", "sat 2-5pm" and "between 2 and 5 on sunday"', () => {
    expect(spans('tomorrow evening')).toEqual(['11-28T17:00/21:00']);
    expect(spans('sat 2-5pm')).toEqual(['11-28T13:00/16:00']);
    expect(spans('between 2 and 5 on sunday')).toEqual(['11-29T13:00/16:00']);
  });

  it('reads "any weeknight next week after 6:30" as five evenings of next week', () => {
    expect(spans('any weeknight next week after 6:30')).toEqual(
      ['11-30', '12-01', '12-02', '12-03', '12-04'].map((d) => `${d}T17:30/21:00`),
    );
  });

  it('rules days out: "not monday, tuesday works" and "any day except wednesday"', () => {
    expect(spans('not monday, tuesday works')).toEqual(['12-01T09:00/21:00']);
    const any = spans('any day except wednesday');
    expect(any.some((s) => s.startsWith('12-02') || s.startsWith('12-09'))).toBe(false);
    expect(any.some((s) => s.startsWith('12-01'))).toBe(true);
  });

  it('gives a day said without a time the next clause time ("Thursday or Friday evening")', () => {
    expect(spans('Thursday or Friday evening')).toEqual(['11-27T17:00/21:00', '12-03T17:00/21:00']);
  });

  it('crosses a DST change on the right side: Paris in late March is UTC+2', () => {
    const spring = new Date('2027-03-24T12:00:00Z'); // clocks go forward on Sunday 28 March
    const r = parseAvailability('saturday evening or sunday evening', { timeZone: 'Europe/Paris', now: spring });
    expect(r.intervals).toEqual([
      { start: '2027-03-27T17:00:00.000Z', end: '2027-03-27T21:00:00.000Z' },
      { start: '2027-03-28T16:00:00.000Z', end: '2027-03-28T20:00:00.000Z' },
    ]);
  });

  it('returns what it could not read, and nothing for nonsense', () => {
    expect(paris('banana')).toEqual({ intervals: [], unclear: [{ text: 'banana', reason: 'not-understood' }] });
    expect(paris('January 20')).toEqual({ intervals: [], unclear: [{ text: 'january 20', reason: 'outside-window' }] });
    expect(paris('saturday works for me').unclear).toEqual([]);
  });

  it('keeps everything within the next 14 days and after now', () => {
    for (const i of paris('any evening').intervals) {
      expect(Date.parse(i.start)).toBeGreaterThanOrEqual(now.getTime());
      expect(Date.parse(i.end)).toBeLessThanOrEqual(now.getTime() + 14 * 86_400_000);
    }
    expect(paris('any evening').intervals).toHaveLength(14);
    expect(paris('tonight at 8').intervals).toEqual([{ start: '2026-11-27T19:00:00.000Z', end: '2026-11-27T21:00:00.000Z' }]);
  });
});
