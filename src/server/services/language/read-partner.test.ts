import { describe, expect, it } from 'vitest';
import { casualToPlain } from '@shared/domain/companion/casual-text';
import { partnerOf } from './read-partner';
import { readSentence } from './reading';

const partner = (text: string) => Object.fromEntries(partnerOf(readSentence(casualToPlain(text))).map((f) => [f.slot, f.value]));

describe('partnerOf: wishes said of "he"/"she", a partner described alone, qualities typed without commas', () => {
  it.each([
    ['he must love dogs', { 'partner:dogs': 'loves dogs' }],
    ['she has to like cats', { 'partner:cats': 'likes cats' }],
    ['he needs to be kind', { 'partner:kind': 'is kind' }],
    ['a woman who wants kids someday', { 'partner:want': 'wants kids someday' }],
    ['looking for a lady who is caring and loyal', { 'partner:caring': 'is caring', 'partner:loyal': 'is loyal' }],
    ['a guy who cooks', { 'partner:cook': 'cooks' }],
    [
      'dream partner: kind curious loves travel',
      { 'partner:kind': 'is kind', 'partner:curious': 'is curious', 'partner:travel': 'loves travel' },
    ],
  ])('%s', (text, expected) => {
    expect(partner(text)).toEqual(expected);
  });

  it('a guess, a story or an errand about someone is no wish', () => {
    for (const text of [
      'she must be tired',
      'he should call me back',
      'she has to be home by six',
      'a man who lived next door yelled at me',
    ])
      expect(partner(text), text).toEqual({});
  });
});
