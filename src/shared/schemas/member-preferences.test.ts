import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberPreferencesInputSchema, UNDER_18_MESSAGE } from './member-preferences';

const valid = {
  birth_date: '1995-04-12',
  gender: 'woman',
  seeks: ['man', 'nonbinary'],
  age_min: 25,
  age_max: 40,
  city_id: 2657896,
  max_km: 50,
  looking_for: 'long_term',
  share_age: true,
  share_area: true,
  share_summary: false,
};
const messages = (value: unknown) => memberPreferencesInputSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('memberPreferencesInputSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes a complete card', () => {
    expect(memberPreferencesInputSchema.parse(valid)).toEqual(valid);
  });

  it('refuses anyone under 18 on the day it checks, with a clear message, and takes them on their 18th birthday', () => {
    expect(messages({ ...valid, birth_date: '2008-03-02' })).toEqual([UNDER_18_MESSAGE]);
    expect(messages({ ...valid, birth_date: '2008-03-01' })).toEqual([]);
    // Born on 29 February: 18 on 1 March in a year without one.
    expect(messages({ ...valid, birth_date: '2008-02-29' })).toEqual([]);
  });

  it('refuses dates that are not real, in the future or older than anyone alive', () => {
    for (const birth_date of ['1995-02-30', '12/04/1995', '', '2030-01-01', '1850-01-01']) {
      expect(messages({ ...valid, birth_date }), birth_date).toHaveLength(1);
    }
  });

  it('wants at least one gender to meet, each once, from the known ones', () => {
    expect(messages({ ...valid, seeks: [] })).toEqual(['Pick at least one.']);
    expect(messages({ ...valid, seeks: ['man', 'man'] })).toEqual(['Pick each one once.']);
    expect(memberPreferencesInputSchema.safeParse({ ...valid, seeks: ['robot'] }).success).toBe(false);
    expect(memberPreferencesInputSchema.safeParse({ ...valid, gender: 'robot' }).success).toBe(false);
  });

  it('keeps the age range within 18..99 and in order, and the distance within 1..500 km', () => {
    expect(messages({ ...valid, age_min: 41 })).toEqual(['The youngest age cannot be above the oldest.']);
    expect(messages({ ...valid, age_min: 17 })).toEqual(['Ages start at 18.']);
    expect(messages({ ...valid, age_max: 100 })).toEqual(['Ages go up to 99.']);
    expect(memberPreferencesInputSchema.safeParse({ ...valid, max_km: 0 }).success).toBe(false);
    expect(memberPreferencesInputSchema.safeParse({ ...valid, max_km: 501 }).success).toBe(false);
    expect(memberPreferencesInputSchema.safeParse({ ...valid, max_km: 12.5 }).success).toBe(false);
  });

  it('needs every field', () => {
    const { share_summary: _left, ...missing } = valid;
    expect(memberPreferencesInputSchema.safeParse(missing).success).toBe(false);
  });
});
