import { describe, expect, it } from 'vitest';
import { factsOf } from './read-facts';

const facts = (text: string) => Object.fromEntries(factsOf(text).map((f) => [f.slot, f.value]));

describe('short shapes of introducing oneself (read-shapes.ts, issue 32 item 3 round 3)', () => {
  it.each([
    // profile shorthand
    ['34f, london', { age: '34', home_city: 'London' }],
    ['f 25 berlin', { age: '25', home_city: 'Berlin' }],
    ['28/m/leeds', { age: '28', home_city: 'Leeds' }],
    // ages said alone, and with the job and where from
    ['age 29', { age: '29' }],
    ['29yo', { age: '29' }],
    ["i'm a 34 yo nurse from cebu", { age: '34', job: 'nurse', hometown: 'Cebu' }],
    ['im a 41 year old teacher', { age: '41', job: 'teacher' }],
    ['hey im sam 30 yo from leeds', { name: 'Sam', age: '30', hometown: 'Leeds' }],
    // a name signed off
    ['its maria here', { name: 'Maria' }],
    ['hi, kofi here', { name: 'Kofi' }],
    // the city before "-based", what they do for a living
    ['london-based designer', { home_city: 'London', job: 'designer' }],
    ['i do plumbing for a living', { job: 'plumber' }],
    ['i drive trucks for a living', { job: 'truck driver' }],
    // who they live with, the field before the employer, a pet or child named a clause later
    ['i live with my mum in leeds', { home_city: 'Leeds' }],
    ['work in retail at tesco', { workplace: 'Tesco' }],
    ["i've got a cat, her name is misty", { 'pet:cat': 'Misty' }],
    ["i have a daughter, she's called ella", { 'family:daughter': 'Ella' }],
    // the name typed short, the town near a city, a doing with a time ahead
    ['names joe btw', { name: 'Joe' }],
    ['we live in a small town near york', { home_city: 'York' }],
    ['im going to japan next month', { plan: 'go to japan next month' }],
    ["i'm getting married in august", { plan: 'get married in august' }],
    ['i want to learn spanish this year', { plan: 'learn spanish this year' }],
  ])('%s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it('small talk of the same shape states nothing', () => {
    for (const text of [
      'same here',
      'anyone here',
      'its so cold here',
      'my son is 12 years old',
      'i have a 5 year old daughter',
      'going to bed soon',
      'i want to sleep',
    ])
      expect(facts(text), text).toEqual({});
  });
});
