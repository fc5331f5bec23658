import { describe, expect, it } from 'vitest';
import { readCheckInAnswer } from './read-check-in-answer';

describe('a check-in answered in words', () => {
  it.each([
    ['yes', { met: true }],
    ['Yes!', { met: true }],
    ['yep we did', { met: true }],
    ['We met', { met: true }],
    ['we didn’t meet', { met: false }],
    ["No, we didn't", { met: false }],
    ['no', { met: false }],
    ['not really', { met: false }],
    ['He didn’t show up', { met: false }],
    ['she stood me up', { met: false }],
    ['It was cancelled', { met: false }],
    ['not yet', { met: false }],
    ['it was great', { rating: 5 }],
    ['Yes! It was amazing 😍', { met: true, rating: 5 }],
    ['we met, it was not bad', { met: true, rating: 3 }],
    ['It was great, I’d love to see them again', { rating: 5, again: 'yes' }],
    ['good morning! yes we met, it was lovely', { met: true, rating: 4 }],
  ])('"%s" after "Did you meet?"', (text, expected) => expect(readCheckInAnswer(text, 'met')).toEqual(expected));

  it.each([
    ['4', 4],
    ['4/5', 4],
    ['5 stars', 5],
    ['three out of five', 3],
    ['ok', 3],
    ['Pretty good', 4],
    ['really good', 5],
    ['not great', 2],
    ['a bit awkward', 2],
    ['awkward', 2],
    ['so so', 3],
    ['it was a disaster', 1],
    ['I didn’t like it', 2],
    ['loved it!', 5],
    ['yes', null],
    ['not really', null],
    ['10', null],
  ])('"%s" after "How was it?" rates %s', (text, rating) =>
    expect(readCheckInAnswer(text, 'rating')).toEqual(rating === null ? null : { rating }),
  );

  it.each([
    ['yes', 'yes'],
    ['Definitely!', 'yes'],
    ['I’d love to', 'yes'],
    ['yes please', 'yes'],
    ['I hope so', 'yes'],
    ['not really', 'no'],
    ['no thanks', 'no'],
    ['nope', 'no'],
    ['once was enough', 'no'],
    ['maybe', 'maybe'],
    ['not sure', 'maybe'],
    ["I don't know", 'maybe'],
  ])('"%s" after "Would you like to see them again?" is %s', (text, again) => expect(readCheckInAnswer(text, 'again')).toEqual({ again }));

  it.each([
    ['hey Ana, last night was great', 'met'],
    ['see you tomorrow', 'met'],
    ['thanks!', 'met'],
    ['what time is it in Lisbon?', 'rating'],
    ['yes and no', 'again'],
    ['no, it was great', 'met'],
    ['maybe', 'met'],
    ['it was great '.repeat(12), 'met'],
  ] as const)('"%s" after the %s question is not an answer', (text, asked) => expect(readCheckInAnswer(text, asked)).toBeNull());
});
