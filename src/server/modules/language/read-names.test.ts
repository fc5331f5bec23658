import { describe, expect, it } from 'vitest';
import { FAMILY } from './slots/memory-slots';
import { factsOf } from './read-facts';
import { introducedName, relativeNameIs } from './read-names';

const facts = (text: string) => Object.fromEntries(factsOf(text).map((f) => [f.slot, f.value]));
const named = (text: string) => Object.fromEntries(introducedName(text).map((f) => [f.slot, f.value]));

describe('introducedName: a name the shape after the introduction makes one', () => {
  it.each([
    // a known place after "from", then the age
    ['hey im joao from recife, 31, work in a call center', { name: 'Joao', hometown: 'Recife', age: '31' }],
    ['i am baraka from arusha, working as safari guide', { name: 'Baraka', hometown: 'Arusha' }],
    // "its" and the person going on about themselves, or signing with "btw"
    ['its marisol, im a dental hygienist', { name: 'Marisol' }],
    ['hiya its siobhan btw, galway born and bred', { name: 'Siobhan' }],
    ["it's thanh, i live in houston", { name: 'Thanh' }],
    // the age right after the name
    ['this is kemal, 40', { name: 'Kemal', age: '40' }],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    'i met a guy from texas',
    'im from leeds',
    'im so tired',
    'its raining, im soaked',
    'its monday, im tired',
    'its bedtime, i am off',
    'i am baking from scratch',
    'this is hard, i give up',
    'its cold here',
    'im back from paris, 2 weeks away',
    'its me, i forgot my password',
    'i am exhausted from london',
    'its marisol',
    'its london, i love it here',
  ])('reads no name in "%s"', (text) => {
    expect(introducedName(text)).toEqual([]);
  });

  it.each(['im so tired', 'im from leeds', 'its raining', 'i am baking', 'this is hard', 'i met a guy from texas'])(
    'factsOf stores no name for "%s"',
    (text) => {
      expect(facts(text).name).toBeUndefined();
    },
  );

  it('is what factsOf reads for a name said so', () => {
    expect(facts('hey im joao from recife, 31, work in a call center')).toMatchObject({ name: 'Joao', hometown: 'Recife', age: '31' });
    expect(facts('its marisol, im a dental hygienist')).toMatchObject({ name: 'Marisol', job: 'dental hygienist' });
  });

  it('is not read from a question, but is before one', () => {
    expect(facts('its marisol, i forgot, do you remember me?')).toEqual({});
    expect(facts('its marisol, im new here. how are you?')).toMatchObject({ name: 'Marisol' });
  });
});

describe('relativeNameIs: "my <relative> name is <name>", in any case', () => {
  it.each([
    ['my ammi name is shazia', { 'family:mother': 'Shazia' }],
    ["my cat's name is miso", { 'pet:cat': 'Miso' }],
    ['our dogs name is rex', { 'pet:dog': 'Rex' }],
  ])('%s', (text, expected) => {
    expect(Object.fromEntries(relativeNameIs(text).map((f) => [f.slot, f.value]))).toEqual(expected);
  });

  it('never stores the slot word as the name', () => {
    expect(facts('my ammi name is shazia')).toEqual({ 'family:mother': 'Shazia' });
    expect(relativeNameIs('my mum name is the same as mine')).toEqual([]);
  });
});

describe('factsOf states no junk as a fact', () => {
  it.each([
    ['call me this', 'name'],
    ['i live in you know where', 'home_city'],
    ["i'm 12", 'age'],
  ])('"%s" states no %s', (text, slot) => {
    expect(facts(text)[slot]).toBeUndefined();
  });
});

describe('family words people use', () => {
  it.each([
    ['my cuz dani is coming to stay with us', { 'family:cousin': 'Dani' }],
    ['my didi priya lives in pune', { 'family:sister': 'Priya' }],
    ['my kuya jomar is visiting', { 'family:brother': 'Jomar' }],
  ])('%s', (text, expected) => {
    expect(facts(text)).toMatchObject(expected);
  });

  it('maps cuz to cousin and keeps "cuz" as "because" elsewhere', () => {
    expect(FAMILY.cuz).toBe('cousin');
    expect(facts('cuz im tired lol')).toEqual({});
  });
});
