import { describe, expect, it } from 'vitest';
import { UNDER_18_MESSAGE } from '@shared/schemas/member-preferences';
import { checkDraft, draftFrom } from './preferences-draft';

const zurich = { id: 2657896, name: 'Zürich', country: 'CH', countryName: 'Switzerland', label: 'Zürich, Switzerland' };

describe('checkDraft', () => {
  it('says what is missing on an empty card, field by field', () => {
    expect(checkDraft(draftFrom(null)).errors).toEqual({
      birth_date: 'Enter your date of birth as a date (YYYY-MM-DD).',
      gender: 'Pick one.',
      seeks: 'Pick at least one.',
      city_id: 'Pick your city from the list.',
      looking_for: 'Pick one.',
    });
  });

  it('turns a filled card into the body the server takes', () => {
    const draft = {
      ...draftFrom(null),
      birth_date: '1990-01-31',
      gender: 'man' as const,
      seeks: ['woman' as const],
      city: zurich,
      looking_for: 'open' as const,
    };
    expect(checkDraft(draft).input).toEqual({
      birth_date: '1990-01-31',
      gender: 'man',
      seeks: ['woman'],
      age_min: 25,
      age_max: 45,
      city_id: zurich.id,
      max_km: 50,
      looking_for: 'open',
      share_age: true,
      share_area: true,
      share_summary: true,
    });
    expect(checkDraft({ ...draft, birth_date: `${new Date().getUTCFullYear() - 10}-01-01` }).errors).toEqual({
      birth_date: UNDER_18_MESSAGE,
    });
    expect(checkDraft({ ...draft, age_min: '50' }).errors).toEqual({ age_max: 'The youngest age cannot be above the oldest.' });
  });
});
