import { describe, expect, it } from 'vitest';
import { factsOf } from './read-facts';

const facts = (text: string) => Object.fromEntries(factsOf(text).map((f) => [f.slot, f.value]));

describe('factsOf: the phrase rules on casual spelling, then wink-nlp (ADR 039)', () => {
  it('keeps both the city and the job of one sentence (issue 32: the job was lost)', () => {
    expect(facts('I recently moved to Geneva for a job as a midwife')).toEqual({ home_city: 'Geneva', job: 'midwife' });
  });

  it.each([
    ['been based in porto since spring', { home_city: 'Porto' }],
    ['relocated over to Leeds last year', { home_city: 'Leeds' }],
    ['raised in cork, living in dublin now', { hometown: 'Cork', home_city: 'Dublin' }],
    ['working as a sous chef these days', { job: 'sous chef' }],
    ['i teach piano to kids', { job: 'teacher' }],
    ['im 41 and tired of apps', { age: '41' }],
    ['my uncle bram is a legend', { 'family:uncle': 'Bram' }],
    ['cant stand mushrooms', { 'taste:mushroom': 'dislikes' }],
  ])('%s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it.each([
    ['originally from tbilisi', { hometown: 'Tbilisi' }],
    // the gazetteer (read-places.ts) fixes what the part-of-speech reading cuts short ("El")
    ['grew up in el paso, now im out in tucson', { hometown: 'El Paso', home_city: 'Tucson' }],
    ['originally from a small town called tralee', { hometown: 'Tralee' }],
    ['I am a carpenter up north', { job: 'carpenter' }],
    ['working as a cleaner at the airport', { job: 'cleaner' }],
    ['I live in Basel now.', { home_city: 'Basel' }],
    ['ok so been vegan for ages', { diet: 'vegan' }],
    ['my week was long, and cant stand olives anyway', { 'taste:olive': 'dislikes' }],
    ["i'm planning to learn welsh, and my aunt is called rita", { plan: 'learn welsh', 'family:aunt': 'Rita' }],
    ['my cat is asleep, and I am ines, 34', { name: 'Ines', age: '34' }],
  ])('with openers, run-on clauses and other places: %s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it('states nothing it only looks like: a big fan, a past age, the question a sentence ends in', () => {
    expect(facts("i'm a big fan of jazz")).toEqual({ 'taste:jazz': 'likes' });
    expect(facts('vegetarian since i was 14')).toEqual({});
    expect(facts("i'm a nurse, and which city am i in")).toEqual({ job: 'nurse' });
    expect(facts('my dog rex is a menace, and whats my cat called again')).toEqual({ 'pet:dog': 'Rex' });
  });

  it('a fact about someone else, a question, or a request to forget states nothing about the person', () => {
    expect(facts('my sister moved to Rome')).toEqual({});
    expect(facts('do you know what town i moved to')).toEqual({});
    expect(facts('please forget that i live in Graz')).toEqual({});
    expect(facts('my friend got a job as a pilot')).toEqual({});
    expect(facts('been thinking about moving to lisbon someday')).toEqual({});
    expect(facts('we might move to Utrecht')).toEqual({});
    // Someone else's pet, and a job word that names someone else's ("a teacher's pet").
    expect(facts('my mum has a dog called rex')).toEqual({});
    expect(facts('i have a cat named luna and my brother has a dog called max')).toEqual({ 'pet:cat': 'Luna' });
    expect(facts("im a teacher's pet lol")).toEqual({});
    expect(facts("i am a driver's nightmare")).toEqual({});
    expect(facts('we have a dog called rex')).toEqual({ 'pet:dog': 'Rex' });
  });

  it('what they want in a partner is a partner preference, never their own taste (issue 32)', () => {
    expect(facts("I'd love someone who is gentle and likes the sea")).toEqual({
      'partner:gentle': 'is gentle',
      'partner:sea': 'likes the sea',
    });
    expect(facts('searching for a woman who hates smoking')).toEqual({ 'partner:smoking': 'hates smoking' });
    expect(facts('my dream guy never smokes and reads poetry')).toEqual({
      'partner:smoke': "doesn't smoke",
      'partner:read': 'reads poetry',
    });
    expect(Object.keys(facts('i love men who cook'))).toEqual(['partner:cook']);
    expect(facts('my type is tall and kind')).toEqual({ 'partner:tall': 'is tall', 'partner:kind': 'is kind' });
  });
});

describe('round 3 (issue 32 item 3): facts without an article, a subject or a capital', () => {
  it.each([
    // a job without "a", and the place that closes a clause about the work
    ['so i am mechanic, i fix cars in my own garage in accra', { job: 'mechanic', home_city: 'Accra' }],
    ['i am working as accountant in a bank in warsaw', { job: 'accountant', home_city: 'Warsaw' }],
    ['im software engineer at google', { job: 'software engineer', workplace: 'Google' }],
    ["i'm a chef working in lyon", { job: 'chef', home_city: 'Lyon' }],
    // a job said as a doing
    ['teaching english in seoul at the moment', { job: 'teacher', home_city: 'Seoul' }],
    ['been nursing in leeds since 2019', { job: 'nurse', home_city: 'Leeds' }],
    // names in lowercase, an adverb after the name, the age after the name
    ['my sis chloe just had a baby', { 'family:sister': 'Chloe' }],
    ['i have two kids, my daughter is amara and my son is leo', { 'family:daughter': 'Amara', 'family:son': 'Leo' }],
    ['hey im priya 27 living in london', { name: 'Priya', age: '27', home_city: 'London' }],
    ["i'm peter", { name: 'Peter' }],
    // the person as one of the subject; "living here in"
    ['me and my partner sam live in bristol', { 'family:partner': 'Sam', home_city: 'Bristol' }],
    ['now i am living here in madrid', { home_city: 'Madrid' }],
    // lexicon: diets, pets, relatives as typed
    ['been plant based for 2 years now', { diet: 'vegan' }],
    ['my stepson jake is 12', { 'family:stepson': 'Jake' }],
    ['my ragdoll mochi is a diva', { 'pet:cat': 'Mochi' }],
    // a clause of only "from <place>", studying as a doing, a move ahead is a plan
    ['im jess, 31, from cardiff', { name: 'Jess', age: '31', hometown: 'Cardiff' }],
    ['studying law in edinburgh', { job: 'student', home_city: 'Edinburgh' }],
    ['im moving to lisbon next month', { plan: 'move to lisbon next month' }],
  ])('%s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it('states nothing it only looks like: a state after "my sister is", a plural read as a name, a trip in the past', () => {
    expect(facts('my brother is gay')).toEqual({});
    expect(facts('im a teacher and my sister lives in paris')).toEqual({ job: 'teacher' });
    expect(facts("i'm a nurse, went to the beach in spain")).toEqual({ job: 'nurse' });
    expect(facts('i am so bored today')).toEqual({});
    expect(facts('teaching my son to swim')).toEqual({});
    expect(facts('my sister moved to rome and i am teacher')).toEqual({ job: 'teacher' });
    expect(facts('just got home from work')).toEqual({});
  });
});
