import { describe, expect, it } from 'vitest';
import { casualToPlain } from './casual-text';
import { factsOf } from './read-facts';
import { partnerOf } from './read-partner';
import { readSentence } from './reading';

const facts = (text: string) => Object.fromEntries(factsOf(text).map((f) => [f.slot, f.value]));
const partner = (text: string) => Object.fromEntries(partnerOf(readSentence(casualToPlain(text))).map((f) => [f.slot, f.value]));

describe('round 4 (issue 32 item 3): jobs, employers, names and relatives as people type them', () => {
  it.each([
    // the age after "name is x,"; a job done for an employer
    ['name is tomas, 44', { name: 'Tomas', age: '44' }],
    ['i drive for lyft part time', { job: 'driver', workplace: 'Lyft' }],
    ['i deliver for deliveroo', { job: 'courier', workplace: 'Deliveroo' }],
    // a trade that is work, a parent at home, trade slang
    ['honestly i do bookkeeping, mostly from home', { job: 'bookkeeper' }],
    ["i'm a stay at home mum", { job: 'stay-at-home mum' }],
    ['im a sahd', { job: 'stay-at-home dad' }],
    ['im a brickie down in kent', { job: 'brickie', home_city: 'Kent' }],
    // the job without "a" before the employer; an employer in two parts; "been at x as a y"; "work" read as a noun
    ['i am software engineer working for tata consultancy', { job: 'software engineer', workplace: 'Tata Consultancy' }],
    ['im a cashier at marks and spencer', { job: 'cashier', workplace: 'Marks and Spencer' }],
    ['been with vodafone 2 years as a technician', { job: 'technician', workplace: 'Vodafone' }],
    ['work at the council as a planner', { workplace: 'The Council', job: 'planner' }],
    // relatives and pets named in lowercase: a verb read as a plural, "our", two-word relations and names
    ['my husband raj cooks every sunday', { 'family:husband': 'Raj' }],
    ['our cat pixel sleeps all day', { 'pet:cat': 'Pixel' }],
    ['my other half dave is away', { 'family:partner': 'Dave' }],
    ['my best friend lucy is visiting', { 'family:best friend': 'Lucy' }],
    ['my mum is maria luisa', { 'family:mother': 'Maria Luisa' }],
    // grandparents and parents as many cultures call them
    ['my abuela rosa makes the best tamales', { 'family:grandmother': 'Rosa' }],
    ['my nani kamla is 80', { 'family:grandmother': 'Kamla' }],
    ['my lolo ben fought in the war', { 'family:grandfather': 'Ben' }],
    // a name said before a new clause without a comma; a trip without "i'm"
    ['im magda i work in a bakery', { name: 'Magda' }],
    ['going to peru in june with my sister', { plan: 'go to peru in june' }],
  ])('%s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it('states nothing, or nothing more, that only looks like it', () => {
    for (const text of [
      'i do gardening',
      'i drive for work',
      'i write for fun',
      'i drive for my dad sometimes',
      'our dog walker came late',
      'my dog food ran out',
      'our house is a mess',
      'im sorry i forgot',
      'im home i think',
      'my sister is nurse practitioner',
      'going to bed early',
      'going to the gym next week',
      "i'm between jobs",
      'im a people pleaser',
    ])
      expect(facts(text), text).toEqual({});
    expect(facts('my brother works nights')).toEqual({});
  });
});

describe('round 4: partner wishes typed short', () => {
  it.each([
    ['lookin for a girl who is kind', { 'partner:kind': 'is kind' }],
    ['a man with a stable job', { 'partner:stable job': 'has a stable job' }],
    [
      'someone with a good heart and a sense of humour',
      { 'partner:good heart': 'has a good heart', 'partner:sense of humour': 'has a sense of humour' },
    ],
    ['someone with ambition would be great', { 'partner:ambition': 'has ambition' }],
    ['ideally she is into hiking too', { 'partner:hiking': 'is into hiking too' }],
    ['deal breaker: smokers', { 'partner:no smoker': "isn't a smoker" }],
    ['my deal breaker is drugs', { 'partner:no drug': "isn't into drugs" }],
  ])('%s', (text, expected) => {
    expect(partner(text)).toEqual(expected);
  });

  it('a hope about an event is no wish; a deal breaker is never a job', () => {
    expect(partner('hopefully they fix the bus')).toEqual({});
    expect(partner('ideally we go out this weekend')).toEqual({});
    expect(facts('deal breaker: smokers')).toEqual({ 'partner:no smoker': "isn't a smoker" });
    expect(facts('that was a deal breaker')).toEqual({});
  });
});
