import { describe, expect, it } from 'vitest';
import { casualToPlain } from './casual-text';
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

describe('partnerOf: round 5 (a must said after the quality, a dealbreaker after it, "no smokers", a kind of guy, no story)', () => {
  it.each([
    ['a non smoker is a must for me', { 'partner:non smoker': 'is a non smoker' }],
    ['honesty is non-negotiable', { 'partner:honesty': 'has honesty' }],
    ['smoking is a dealbreaker', { 'partner:no smoking': "isn't into smoking" }],
    ['no smokers please', { 'partner:no smoker': "isn't a smoker" }],
    ['has to be tall', { 'partner:tall': 'is tall' }],
    ['needs to love dogs', { 'partner:dogs': 'loves dogs' }],
    ["i'm into tall guys", { 'partner:tall': 'is tall' }],
  ])('%s', (text, expected) => {
    expect(partner(text)).toEqual(expected);
  });
  it.each(['coffee is a must for me', 'no worries', 'someone asked me today', 'my sister likes tall guys', 'it needs to be fixed'])(
    '%s wants no one',
    (text) => {
      expect(partner(text)).toEqual({});
    },
  );
});
