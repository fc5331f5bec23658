import { describe, expect, it } from 'vitest';
import type { MemberPreferences } from '@shared/schemas/member-preferences';
import { distanceChoices, preferencesSummary } from './preferences-view';

const saved: MemberPreferences = {
  birth_date: '1994-05-17',
  gender: 'woman',
  seeks: ['man', 'nonbinary'],
  age_min: 27,
  age_max: 40,
  city_id: 2657896,
  max_km: 50,
  looking_for: 'long_term',
  share_age: true,
  share_area: false,
  share_summary: true,
  city: { id: 2657896, name: 'Zürich', country: 'CH', countryName: 'Switzerland', label: 'Zürich, Switzerland' },
};

describe('preferencesSummary', () => {
  it('says who, where, what for and what others see, in plain words', () => {
    expect(preferencesSummary(saved)).toEqual([
      { label: 'Meeting', value: 'Men and Nonbinary people, 27–40' },
      { label: 'Near', value: 'Zürich, Switzerland, within 50 km' },
      { label: 'Looking for', value: 'A long-term relationship' },
      { label: 'Others see', value: 'Your first name, age and personality summary' },
    ]);
    const shy = { ...saved, share_age: false, share_summary: false };
    expect(preferencesSummary(shy)[3]!.value).toBe('Your first name only');
  });
});

describe('distanceChoices', () => {
  it('offers the usual distances, and a saved one outside them in order', () => {
    expect(distanceChoices()).toEqual([10, 25, 50, 100, 250]);
    expect(distanceChoices(50)).toEqual([10, 25, 50, 100, 250]);
    expect(distanceChoices(500)).toEqual([10, 25, 50, 100, 250, 500]);
  });
});
