import { describe, expect, it } from 'vitest';
import { extractFacts, factPhrase, PETS } from './memory-slots';
import { EVERYDAY_JOBS } from './slot-lexicon';

const facts = (text: string) => Object.fromEntries(extractFacts(text).map((f) => [f.slot, f.value]));

describe('extractFacts, round 3 (issue 32 item 3): diets, likings and plans said without "I"', () => {
  it.each([
    ['been plant based for 2 years now', { diet: 'vegan' }],
    ["i'm plant-based", { diet: 'vegan' }],
    ["i've gone vegan", { diet: 'vegan' }],
    ['i turned pescatarian last year', { diet: 'pescatarian' }],
    ['absolutely love baking', { 'taste:baking': 'likes' }],
    ['really enjoy long walks', { 'taste:long walk': 'likes' }],
    ['planning a trip to peru in june', { plan: 'a trip to peru in june' }],
    ["we're planning to move to spain", { plan: 'move to spain' }],
    ['big fan of horror movies', { 'taste:horror movie': 'likes' }],
    ['obsessed with kpop lately', { 'taste:kpop': 'likes' }],
    ['not a fan of spicy food', { 'taste:spicy food': 'dislikes' }],
  ])('%s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it.each(['love you', 'love that for you', 'planning my day', 'enjoy your evening', "i'm obsessed with you", 'love island is on'])(
    'states no fact: %s',
    (text) => {
      expect(extractFacts(text)).toEqual([]);
    },
  );

  it('says a planned thing without "to": "you\'re planning a trip …"', () => {
    expect(factPhrase({ slot: 'plan', value: 'a trip to peru in june' })).toBe("you're planning a trip to peru in june");
    expect(factPhrase({ slot: 'plan', value: 'visit Rome' })).toBe("you're planning to visit Rome");
  });

  it('the lexicon knows breeds and everyday jobs, and no breed is also a nationality', () => {
    expect(PETS.ragdoll).toBe('cat');
    expect(PETS.pomeranian).toBe('dog');
    expect(PETS.persian).toBeUndefined();
    expect(EVERYDAY_JOBS).toContain('mechanic');
    expect(EVERYDAY_JOBS).not.toContain('peter');
  });
});
