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

  it('changes nothing for "don\'t forget" or a "not" that corrects nothing Maya knows', () => {
    expect(revisionOf("don't forget I live in Lisbon", known)).toEqual({ forget: [], set: [] });
    expect(revisionOf('tea not coffee', known)).toEqual({ forget: [], set: [] });
  });
});
