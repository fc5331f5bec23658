import { describe, expect, it } from 'vitest';
import { privateCategoryOf, withoutPrivate } from './private-topics';

describe('private categories never cross into another member’s week (issue 43 item 5)', () => {
  it.each([
    ['my antidepressants', 'health'],
    ['Antidepressant', 'health'],
    ['therapy sessions', 'health'],
    ['weed', 'health'],
    ['threesome', 'sexuality'],
    ['being bisexual', 'sexuality'],
    ['church on Sundays', 'religion'],
    ['praying', 'religion'],
    ['left-wing politics', 'politics'],
    ['voting', 'politics'],
    ['bitcoin', 'money'],
    ['my debts', 'money'],
    ['gambling', 'money'],
    ['my divorce', 'family'],
    ['my ex', 'family'],
    ['the custody fight', 'family'],
  ])('%j is %s', (text, category) => {
    expect(privateCategoryOf(text)).toBe(category);
  });

  it.each([['hiking'], ['board games'], ['coffee'], ['music'], ['travel'], ['photography'], ['dogs'], ['yoga'], ['films'], ['Sussex']])(
    '%j is no private category',
    (text) => {
      expect(privateCategoryOf(text)).toBeNull();
    },
  );

  it('keeps the public items in order', () => {
    expect(withoutPrivate(['hiking', 'my antidepressants', 'coffee', 'church', 'jazz'])).toEqual(['hiking', 'coffee', 'jazz']);
  });
});
