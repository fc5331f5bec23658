import { describe, expect, it } from 'vitest';
import { backLink } from './back-link';
import { certaintyChanges, noteBefore, rememberedBefore } from './before-and-after';
import { effortLine, joinLabels, leastSureLine, progressLine } from './follow-up-copy';
import { SURE_OF_ALL, followUp } from './test-fixtures';

describe('the follow-up in words (issue 33)', () => {
  it('names the least sure traits by label', () => {
    expect(leastSureLine(['emotionality'])).toBe('Maya is least sure about your Emotionality.');
    expect(leastSureLine(['openness', 'extraversion', 'agreeableness'])).toBe(
      'Maya is least sure about your Openness to Experience, Extraversion and Agreeableness.',
    );
    expect(leastSureLine([])).toBeNull();
    expect(joinLabels([])).toBe('');
  });

  it('counts what is left: ten seconds a question, at least a minute', () => {
    expect(effortLine({ answered: 0, limit: 24 })).toBe(
      'Answer up to 24 quick questions (about 4 minutes) and your matches get more accurate.',
    );
    expect(effortLine({ answered: 11, limit: 12 })).toBe(
      'Answer up to 1 more quick question (about 1 minute) and your matches get more accurate.',
    );
    expect(progressLine(3, 24)).toBe('Question 3 of up to 24');
  });

  it("goes back only to the card's own pages, else to the profile", () => {
    expect(backLink({ from: '/done' })).toEqual({ to: '/done', label: "Back to You're All Set" });
    expect(backLink({ from: '/done/profile' })).toEqual({ to: '/done/profile', label: 'Back to Profile' });
    expect(backLink({ from: '/mobile-chat?token=abc' })).toEqual({ to: '/mobile-chat?token=abc', label: 'Back to the chat' });
    for (const state of [null, undefined, { from: 'https://evil.example/' }, { from: '/reveal-x' }, { from: 7 }])
      expect(backLink(state)).toEqual({ to: '/reveal', label: 'See your profile' });
    expect(backLink({ from: '/reveal' }).label).toBe('Back to your profile');
  });

  it('shows each trait before → after when the start was seen, else only where it ends', () => {
    const after = followUp({}, SURE_OF_ALL).traits;
    const before = { emotionality: 'still learning', honesty_humility: 'sure' } as const;
    const changes = certaintyChanges(after, before);
    expect(changes.find((c) => c.trait === 'emotionality')).toEqual({
      trait: 'emotionality',
      label: 'Emotionality',
      before: 'still learning',
      after: 'sure',
    });
    expect(changes.find((c) => c.trait === 'openness')!.before).toBeNull();
    expect(certaintyChanges(after, null).every((c) => c.before === null)).toBe(true);
  });

  it("keeps the 'before' of an unstarted follow-up only, and reads a damaged one as none", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    noteBefore(followUp({ answered: 2 }), storage);
    expect(rememberedBefore(storage)).toBeNull();
    noteBefore(followUp(), storage);
    expect(rememberedBefore(storage)).toMatchObject({
      emotionality: 'still learning',
      honesty_humility: 'sure',
      extraversion: 'fairly sure',
    });
    noteBefore(followUp({}, SURE_OF_ALL), storage);
    expect(rememberedBefore(storage)!.emotionality).toBe('sure');
    store.set('maya.follow-up.before', '{"emotionality":"certain","openness":"sure"');
    expect(rememberedBefore(storage)).toBeNull();
    store.set('maya.follow-up.before', '{"emotionality":"certain","openness":"sure"}');
    expect(rememberedBefore(storage)).toEqual({ openness: 'sure' });
  });
});
