import { describe, expect, it } from 'vitest';
import { extractFacts, factPhrase, itemKey, slotLabel } from './memory-slots';
import { parseMemoryQuestion } from './memory-questions';

const facts = (text: string) => Object.fromEntries(extractFacts(text).map((f) => [f.slot, f.value]));

describe('extractFacts: typed slots by rules', () => {
  it.each([
    ['I live in Lisbon now with my cat', { home_city: 'Lisbon' }],
    ['i just moved to new york', { home_city: 'New York' }],
    ["I'm originally from Porto.", { hometown: 'Porto' }],
    ['I work at Acme Robotics these days', { workplace: 'Acme Robotics' }],
    ['I work as a nurse', { job: 'nurse' }],
    ["I'm a software engineer", { job: 'software engineer' }],
    ["I'm vegan", { diet: 'vegan' }],
    ["I don't eat meat", { diet: 'vegetarian' }],
    ["I'm not vegan anymore", { diet: 'no special diet' }],
    ["My sister's name is Ana", { 'family:sister': 'Ana' }],
    ['my mum is called rosa', { 'family:mother': 'Rosa' }],
    ['I have a dog called Rex', { 'pet:dog': 'Rex' }],
    ['My cat Miso knocked over a glass', { 'pet:cat': 'Miso' }],
    ['My favourite food is ramen', { 'favourite:food': 'ramen' }],
    ['I love jazz and hiking', { 'taste:jazz': 'likes', 'taste:hiking': 'likes' }],
    ["I can't stand olives", { 'taste:olive': 'dislikes' }],
    ["I'm planning to visit Rome in June", { plan: 'visit Rome in June' }],
    ["I'm 32", { age: '32' }],
    ['My name is Sam', { name: 'Sam' }],
  ])('%s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it.each([
    'My sister is sick today',
    "I'm a big fan",
    "I'm a runner",
    'I love you',
    'I like that',
    'Where do I live?',
    "I'm a bit tired",
    'It was a long day at work',
  ])('states no fact: %s', (text) => {
    expect(extractFacts(text)).toEqual([]);
  });

  it('the last statement of a slot in one message wins', () => {
    expect(facts('I live in Paris. Actually I live in Lyon.')).toEqual({ home_city: 'Lyon' });
  });

  it('labels and phrases a fact for the person', () => {
    expect(slotLabel('pet:dog')).toBe("Your dog's name");
    expect(factPhrase({ slot: 'home_city', value: 'Lisbon' })).toBe('you live in Lisbon');
    expect(factPhrase({ slot: 'taste:olive', value: 'dislikes' })).toBe("you don't like olive");
    expect(factPhrase({ slot: 'job', value: 'engineer' })).toBe('you work as an engineer');
    expect(itemKey('the Olives')).toBe('olive');
  });
});

describe('parseMemoryQuestion', () => {
  it.each([
    ['Where do I live?', 'home_city'],
    ['where am I from?', 'hometown'],
    ['Where do I work?', 'workplace'],
    ["What's my job?", 'job'],
    ["What's my sister's name?", 'family:sister'],
    ['what is my dog called?', 'pet:dog'],
    ['Am I vegan?', 'diet'],
    ['Do I like olives?', 'taste:olive'],
    ["What's my favourite food?", 'favourite:food'],
    ['What am I planning?', 'plan'],
    ['How old am I?', 'age'],
    ["What's my name?", 'name'],
  ])('%s → %s', (q, slot) => {
    expect(parseMemoryQuestion(q)).toEqual({ slot });
  });

  it('asks for everything, or nothing', () => {
    expect(parseMemoryQuestion('What do you know about me?')).toEqual({ all: true });
    expect(parseMemoryQuestion('How was your day?')).toBeNull();
  });
});
