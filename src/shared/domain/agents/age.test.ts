import { describe, expect, it } from 'vitest';
import { ageOn, isCalendarDay, utcToday } from './age';

describe('ageOn', () => {
  it('counts whole years, a year older on the birthday itself', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2018-06-16')).toBe(18);
    expect(ageOn('2000-01-01', '2000-01-01')).toBe(0);
  });

  it('makes someone born on 29 February a year older on 1 March in a year without one', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
  });

  it('crosses the year end', () => {
    expect(ageOn('1999-12-31', '2017-12-31')).toBe(18);
    expect(ageOn('1999-12-31', '2018-01-01')).toBe(18);
    expect(ageOn('1999-12-31', '2017-12-30')).toBe(17);
  });
});

describe('isCalendarDay', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2000-02-29')).toBe(true);
    expect(isCalendarDay('1900-02-29')).toBe(false);
    expect(isCalendarDay('2023-02-30')).toBe(false);
    expect(isCalendarDay('2023-13-01')).toBe(false);
    expect(isCalendarDay('2023-1-01')).toBe(false);
    expect(isCalendarDay('01/02/2000')).toBe(false);
  });
});

it('utcToday is the UTC calendar day', () => {
  expect(utcToday(new Date('2026-03-01T00:30:00+02:00'))).toBe('2026-02-28');
});
