import { describe, expect, it } from 'vitest';
import { revisionOf } from './read-revision';

const known = [
  { slot: 'home_city', value: 'Lisbon' },
  { slot: 'job', value: 'nurse' },
  { slot: 'age', value: '30' },
];

describe('revisionOf: forgetting and corrections in the chat', () => {
  it.each([
    ['forget that I live in Lisbon', ['home_city']],
    ['can you delete my job', ['job']],
    ["please don't remember how old i am", ['age']],
    ['forget what i told you about being a nurse', ['job']],
  ])('%s → forgets %j', (text, slots) => {
    expect(revisionOf(text, known).forget).toEqual(slots);
  });

  it('"X, not Y" corrects the slot whose value is Y', () => {
    expect(revisionOf('sorry, Porto not Lisbon', known).set).toEqual([{ slot: 'home_city', value: 'Porto' }]);
    expect(revisionOf("i'm 32, not 30", known).set).toEqual([{ slot: 'age', value: '32' }]);
  });

  it('"X, not Y" takes a place of several words, and no opener as the new value', () => {
    const york = [{ slot: 'home_city', value: 'New York' }];
    expect(revisionOf('sorry, san francisco not new york', york).set).toEqual([{ slot: 'home_city', value: 'San Francisco' }]);
    expect(revisionOf('ok so not in new york any more', york).set).toEqual([]);
    expect(revisionOf('long week. not in new york any more', york).set).toEqual([]);
  });

  it('"X, not Y" keeps only the new value, without its lead-in ("call me", "called") or a trailing "please"', () => {
    expect(revisionOf('call me thomas please, not tom', [{ slot: 'name', value: 'Tom' }]).set).toEqual([{ slot: 'name', value: 'Thomas' }]);
    expect(revisionOf('my sister is called zoe not chloe', [{ slot: 'family:sister', value: 'Chloe' }]).set).toEqual([
      { slot: 'family:sister', value: 'Zoe' },
    ]);
    expect(revisionOf('i work at aldi now, not tesco', [{ slot: 'workplace', value: 'Tesco' }]).set).toEqual([
      { slot: 'workplace', value: 'Aldi' },
    ]);
  });

  it('a new value without "not" corrects the slot the rest of the message names or changes', () => {
    const manila = [{ slot: 'hometown', value: 'Manila' }];
    expect(revisionOf('sorry i meant cebu, thats where i grew up', manila).set).toEqual([{ slot: 'hometown', value: 'Cebu' }]);
    expect(revisionOf('moved again lol, denver this time', known).set).toEqual([{ slot: 'home_city', value: 'Denver' }]);
    expect(revisionOf('changed jobs, now a teacher', known).set).toEqual([{ slot: 'job', value: 'teacher' }]);
    expect(revisionOf('changed jobs, google now', known).set).toEqual([{ slot: 'workplace', value: 'Google' }]);
  });

  it('"i meant X", "scratch that, X", "update: X" correct the one slot X fits, and nothing when several fit', () => {
    expect(revisionOf('scratch that, 31', known).set).toEqual([{ slot: 'age', value: '31' }]);
    expect(revisionOf('update: porto', known).set).toEqual([{ slot: 'home_city', value: 'Porto' }]);
    expect(revisionOf('wrong city, its porto', [...known, { slot: 'name', value: 'Ana' }]).set).toEqual([
      { slot: 'home_city', value: 'Porto' },
    ]);
    expect(revisionOf('oops i meant porto', [...known, { slot: 'hometown', value: 'Faro' }]).set).toEqual([]);
  });

  it('"not Y, X", "i said Y but its X", "i go by X" correct the slot whose value is Y, or the name', () => {
    expect(revisionOf('not lisbon, porto', known).set).toEqual([{ slot: 'home_city', value: 'Porto' }]);
    expect(revisionOf('i said lisbon but its porto', [...known, { slot: 'hometown', value: 'Faro' }]).set).toEqual([
      { slot: 'home_city', value: 'Porto' },
    ]);
    expect(revisionOf('i go by tommy now', [{ slot: 'name', value: 'Thomas' }]).set).toEqual([{ slot: 'name', value: 'Tommy' }]);
    expect(revisionOf('not in lisbon anymore, moved to porto', known).set).toEqual([]);
  });

  it('small talk with a lead-in word corrects nothing', () => {
    for (const text of [
      'no, pizza',
      'sorry, long day',
      'its fine now',
      'no, coffee instead',
      'its friday now',
      'i moved the couch, looks better now',
    ])
      expect(revisionOf(text, known).set, text).toEqual([]);
    expect(revisionOf('i meant porto, do you remember where i live', known).set).toEqual([]);
  });

  it('changes nothing for "don\'t forget" or a "not" that corrects nothing Maya knows', () => {
    expect(revisionOf("don't forget I live in Lisbon", known)).toEqual({ forget: [], set: [] });
    expect(revisionOf('tea not coffee', known)).toEqual({ forget: [], set: [] });
  });
});
