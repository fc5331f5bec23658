import { describe, expect, it } from 'vitest';
import { canonicalSlot, extractFacts, factPhrase, isPlausibleFact, itemKey, slotLabel, withoutTrailingChat } from './memory-slots';
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
    "I'm a good cook",
    'im a hard worker',
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

describe('isPlausibleFact: never keep or say back a junk value', () => {
  it.each([
    ['age', '28'],
    ['age', '16'],
    ['age', '110'],
    ['name', 'Said'],
    ['name', 'Ayesha'],
    ['home_city', 'New York'],
    ['workplace', '7-Eleven'],
    ['job', 'store manager'],
    ['taste:coffee', 'likes'],
    ['favourite:book', 'Dune'],
    ['partner:calm', 'is calm'],
  ])('keeps %s = %s', (slot, value) => {
    expect(isPlausibleFact({ slot, value })).toBe(true);
  });

  it.each([
    ['age', 'Said 28', 'an age that is not a number'],
    ['age', '29 now', 'an age with words'],
    ['age', '12', 'an age under 16'],
    ['age', '200', 'an age over 110'],
    ['name', 'Said 28', 'a name with digits'],
    ['name', 'Am 44', 'a name starting with an auxiliary'],
    ['name', 'Is', 'a name that is an auxiliary'],
    ['family:sister', 'Her', 'a name that is a pronoun'],
    ['pet:dog', 'Rex2', 'a pet name with digits'],
    ['home_city', 'You Remember', 'a place starting with a pronoun'],
    ['home_city', 'Said Lisbon', 'a place of several words starting with a verb'],
    ['family:mother', 'Name', 'a name that is the slot word ("my ammi name is shazia")'],
    ['hometown', 'From Konya', 'a place starting with its cue'],
    ['pet:dog', 'Called', 'a name that is a cue word'],
    ['name', 'Here', 'a name that is "here"'],
    ['hometown', 'El', 'a place cut to its first word'],
    ['home_city', '42', 'a place without letters'],
    ['job', 'was a nurse', 'a job starting with an auxiliary'],
    ['taste:coffee or not', 'likes', 'a key with "or not"'],
    ['favourite:book was', 'Dune', 'a key with "was"'],
    ['favourite:film is', 'Heat', 'a key with "is"'],
    ['taste:it', 'likes', 'a key that is a pronoun'],
    ['partner:wbu', 'is wbu', 'a wish that is a chat word'],
    ['name', '  ', 'an empty value'],
    ['workplace', 'Home', 'a workplace that is "home" ("i work at home")'],
    ['home_city', 'Hope', 'a home that is a feeling ("i live in hope")'],
    ['job', 'hard', 'a job that is how they work ("i work as hard as i can")'],
  ])('drops %s = %s (%s)', (slot, value) => {
    expect(isPlausibleFact({ slot, value })).toBe(false);
  });

  it('cuts a value where the sentence went on after it', () => {
    expect(withoutTrailingChat({ slot: 'hometown', value: 'Cairo I Am' })).toEqual({ slot: 'hometown', value: 'Cairo' });
    expect(withoutTrailingChat({ slot: 'home_city', value: 'Toronto Atm' })).toEqual({ slot: 'home_city', value: 'Toronto' });
    expect(withoutTrailingChat({ slot: 'favourite:movie', value: "the notebook don't judge" })).toEqual({
      slot: 'favourite:movie',
      value: 'the notebook',
    });
    expect(withoutTrailingChat({ slot: 'partner:calm', value: 'is calm' })).toEqual({ slot: 'partner:calm', value: 'is calm' });
    // When, never where: "i work at amazon warehouse night shifts".
    expect(withoutTrailingChat({ slot: 'workplace', value: 'Amazon Warehouse Night' })).toEqual({
      slot: 'workplace',
      value: 'Amazon Warehouse',
    });
    expect(withoutTrailingChat({ slot: 'workplace', value: 'Home Most Days' })).toEqual({ slot: 'workplace', value: 'Home' });
  });

  it('itemKey drops a question\'s tail ("or not", "was", "again")', () => {
    expect(itemKey('coffee or not')).toBe('coffee');
    expect(itemKey('book was')).toBe('book');
    expect(itemKey('films again')).toBe('film');
  });

  it('"we shifted to X", "we moved to X": the new home', () => {
    expect(extractFacts('we shifted to bangalore last month')).toEqual([{ slot: 'home_city', value: 'Bangalore' }]);
    expect(extractFacts('we moved to Porto')).toEqual([{ slot: 'home_city', value: 'Porto' }]);
  });
});

describe('round 5: one slot for a key said in other words, no place led by a preposition', () => {
  it('keeps "movie" under "film" and a "friend" under "best friend", other keys as they are', () => {
    expect(canonicalSlot('favourite:movie')).toBe('favourite:film');
    expect(canonicalSlot('family:friend')).toBe('family:best friend');
    expect(canonicalSlot('favourite:food')).toBe('favourite:food');
    expect(canonicalSlot('home_city')).toBe('home_city');
  });
  it.each(['From Konya', 'in Leeds', 'Near Porto'])('refuses the place "%s"', (value) => {
    expect(isPlausibleFact({ slot: 'hometown', value })).toBe(false);
  });
});
