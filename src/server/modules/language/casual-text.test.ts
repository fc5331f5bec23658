import { describe, expect, it } from 'vitest';
import { casualToPlain, clausesOf, isQuestion, splitAtQuestion, withoutOpeners } from './casual-text';
import { asksToForget, forgetTarget } from './forget-request';

describe('casualToPlain: chat spelling into the plain English the memory rules read', () => {
  it.each([
    ['im from gent', "i'm from gent"],
    ['whats my brothers name', "what's my brother's name"],
    ['do u remember', 'do you remember'],
    ['cant stand mushrooms tbh', "can't stand mushrooms"],
    ['my names Ida lol', 'my name is Ida'],
    ['my fav film is Heat', 'my favourite film is Heat'],
    ["my aunt's called rita", 'my aunt is called rita'],
    ['my uncles called bram', 'my uncle is called bram'],
    ["where'd i say i was born", 'where did i say i was born'],
    ['howd you know', 'how did you know'],
    ['wat was my name', 'what was my name'],
    ['do you remembr', 'do you remember'],
    ['we were in rome', 'we were in rome'],
    ['u rememeber where i work', 'you remember where i work'],
    ['waht is my job', 'what is my job'],
    ['no wheat for me', 'no wheat for me'],
    ['my friend wen is here', 'my friend wen is here'],
    ['not in berlin anymore moved to hamburg', 'not in berlin anymore, moved to hamburg'],
    ['whats my fave film', "what's my favourite film"],
    ['whats my best friends name', "what's my best friend's name"],
    ['whats my little sisters name', "what's my little sister's name"],
    ['my best mates called jo', 'my best mates called jo'],
  ])('%s → %s', (casual, plain) => {
    expect(casualToPlain(casual)).toBe(plain);
  });

  it('keeps the capitals a name needs and words that only look like slang', () => {
    expect(casualToPlain('My cat Tofu is unwell')).toBe('My cat Tofu is unwell');
    expect(casualToPlain('its fur is soft')).toBe('its fur is soft');
  });
});

describe('isQuestion: with or without its question mark', () => {
  it.each(['do you know my age', 'which town do i live in', 'remind me what i do', 'is it late?', 'am i boring'])('%s', (q) => {
    expect(isQuestion(q)).toBe(true);
  });
  it.each(["can't stand rain", 'would love a holiday', 'i live in Graz', 'will do, thanks'])('not: %s', (s) => {
    expect(isQuestion(s)).toBe(false);
  });
});

describe('openers, clauses and the question a sentence ends in', () => {
  it('drops the words a sentence opens with', () => {
    expect(withoutOpeners('hey maya, ok so what city is it')).toBe('what city is it');
    expect(withoutOpeners('so tired')).toBe('tired');
  });
  it('asks with an opener first', () => {
    expect(isQuestion('oh wait, which town do i live in')).toBe(true);
  });
  it('splits what a sentence tells from what it then asks', () => {
    expect(splitAtQuestion('i work in a bakery, and where do i live')).toEqual({
      said: 'i work in a bakery',
      asked: 'and where do i live',
    });
    expect(splitAtQuestion('where do i live, do you know')).toEqual({ said: '', asked: 'where do i live, do you know' });
    expect(splitAtQuestion('im a teacher so summers are free')).toEqual({ said: 'im a teacher so summers are free', asked: '' });
  });
  it('splits at "anyway", where a sentence turns to something else', () => {
    expect(splitAtQuestion('long day ugh anyway do you know my name')).toEqual({
      said: 'long day ugh',
      asked: 'anyway do you know my name',
    });
  });

  it('splits a sentence into its clauses', () => {
    expect(clausesOf('im vegan, and ok so been to paris but not rome')).toEqual(['im vegan', 'been to paris', 'not rome']);
  });
});

describe('asking Maya to forget', () => {
  it('finds the target in the person’s words', () => {
    expect(forgetTarget('Please forget that I work at Lidl')).toBe('I work at Lidl');
    expect(forgetTarget('delete what i told you about my diet')).toBe('my diet');
    expect(forgetTarget("don't keep my birthday")).toBe('my birthday');
  });
  it('is not asked by "don\'t forget" or by a story about forgetting', () => {
    expect(asksToForget("don't forget my exam is friday")).toBe(false);
    expect(asksToForget('I never forget a face')).toBe(false);
    expect(asksToForget('can you forget my cat’s name')).toBe(true);
  });
  it('is asked only in the imperative, not by "I forget", "I forgot" or "I don\'t remember"', () => {
    expect(asksToForget('whats my name again, i forget what i told u')).toBe(false);
    expect(asksToForget('i forgot my keys lol')).toBe(false);
    expect(asksToForget("i don't remember where i parked")).toBe(false);
    expect(asksToForget('had to delete instagram, too much drama')).toBe(false);
    expect(asksToForget('i want you to forget my age')).toBe(true);
    expect(asksToForget('no, forget that')).toBe(true);
    expect(forgetTarget('ok so can u not keep my dogs name, delete it')).toBe("my dog's name, delete it");
    expect(forgetTarget('long day. just remove my age')).toBe('my age');
    expect(forgetTarget("i don't want you to remember my job")).toBe('my job');
  });
  it('is asked by "get rid of", "drop", "clear", "stop remembering", "i\'d rather you didn\'t keep" before what Maya knows', () => {
    expect(forgetTarget('can you get rid of my age')).toBe('my age');
    expect(forgetTarget('pls drop my job from memory')).toBe('my job from memory');
    expect(forgetTarget('clear everything about my dog')).toBe('my dog');
    expect(forgetTarget('stop remembering where i live')).toBe('where i live');
    expect(forgetTarget("i'd rather you didnt keep my age")).toBe('my age');
    expect(asksToForget('drop by later if you want')).toBe(false);
    expect(asksToForget('i need to get rid of my old couch')).toBe(false);
  });
});

describe('withoutOpeners: round 5 openers', () => {
  it.each(['quick q which city', 'be honest which city', 'real quick, which city', 'random q which city'])('%s', (text) => {
    expect(withoutOpeners(text)).toBe('which city');
  });
});
