import { describe, expect, it } from 'vitest';
import { revisionOf, statedFacts } from './read-revision';

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

  it('"X not Y" keeps only the value, never how the correction is said ("i said", "i am", "typo")', () => {
    expect(revisionOf('no i said 28 not 29', [{ slot: 'age', value: '29' }]).set).toEqual([{ slot: 'age', value: '28' }]);
    expect(revisionOf('oops typo i am 44 not 41', [{ slot: 'age', value: '41' }]).set).toEqual([{ slot: 'age', value: '44' }]);
    expect(revisionOf('its hamburg not berlin', [{ slot: 'home_city', value: 'Berlin' }]).set).toEqual([
      { slot: 'home_city', value: 'Hamburg' },
    ]);
  });

  it('"i\'m in X now" and "i\'m at X now" with a move or the old value said correct the place or the workplace', () => {
    expect(revisionOf('actually im in york now, moved in march', [{ slot: 'home_city', value: 'Hull' }]).set).toEqual([
      { slot: 'home_city', value: 'York' },
    ]);
    expect(revisionOf('i left tesco, im at aldi now', [{ slot: 'workplace', value: 'Tesco' }]).set).toEqual([
      { slot: 'workplace', value: 'Aldi' },
    ]);
    expect(revisionOf('i moved, hamburg now', [{ slot: 'home_city', value: 'Berlin' }]).set).toEqual([
      { slot: 'home_city', value: 'Hamburg' },
    ]);
    expect(revisionOf('not in berlin anymore, hamburg', [{ slot: 'home_city', value: 'Berlin' }]).set).toEqual([
      { slot: 'home_city', value: 'Hamburg' },
    ]);
  });

  it('where one is for a while, a move of a thing, or a move on is no new home or workplace', () => {
    const hull = [
      { slot: 'home_city', value: 'Hull' },
      { slot: 'job', value: 'cashier' },
    ];
    for (const text of [
      'im at work now, moved desks today',
      'im in bed now, moved the couch earlier',
      "i'm in love, moved on from my ex",
      'im in trouble now, got promoted to nothing',
    ])
      expect(revisionOf(text, hull).set, text).toEqual([]);
  });

  it('a promotion changes the job title', () => {
    expect(revisionOf('got promoted, im store manager now', [{ slot: 'job', value: 'cashier' }]).set).toEqual([
      { slot: 'job', value: 'store manager' },
    ]);
  });

  it('"its spelled X" respells the known name or place X is closest to, and nothing far from any', () => {
    const aisha = [
      { slot: 'name', value: 'Aisha' },
      { slot: 'home_city', value: 'Leeds' },
    ];
    expect(revisionOf('its spelled ayesha actually', aisha).set).toEqual([{ slot: 'name', value: 'Ayesha' }]);
    expect(revisionOf('its spelt leedz', aisha).set).toEqual([{ slot: 'home_city', value: 'Leedz' }]);
    expect(revisionOf('its spelled bartholomew', aisha).set).toEqual([]);
  });

  it('a break-up, "delete my ex" and "delete her" forget the partner (the one the message names)', () => {
    const family = [
      { slot: 'family:girlfriend', value: 'Nadia' },
      { slot: 'family:sister', value: 'Ana' },
    ];
    expect(revisionOf('me and nadia broke up, pls delete her', family).forget).toEqual(['family:girlfriend']);
    expect(revisionOf('we broke up', family).forget).toEqual(['family:girlfriend']);
    expect(revisionOf('delete my ex', family).forget).toEqual(['family:girlfriend']);
    expect(revisionOf('forget ana, delete her', family).forget).toEqual(['family:sister']);
    expect(revisionOf('my sister broke up with him', family).forget).toEqual([]);
    expect(revisionOf('delete her', family).forget).toEqual([]);
  });

  it('keeps no implausible value, whoever read it: an age "Said 28", a name with digits, a place cut to "El", "Toronto atm"', () => {
    const extracted = [
      { slot: 'age', value: 'Said 28' },
      { slot: 'name', value: 'Am 44' },
      { slot: 'hometown', value: 'El' },
      { slot: 'home_city', value: 'Toronto Atm' },
      { slot: 'job', value: 'nurse' },
    ];
    expect(statedFacts({ forget: ['job'], set: [] }, extracted)).toEqual([{ slot: 'home_city', value: 'Toronto' }]);
  });
});

describe('revisionOf and statedFacts: round 5', () => {
  it('"i am from X not Y" keeps the place without "from"', () => {
    expect(revisionOf('no no i am from konya not ankara', [{ slot: 'hometown', value: 'Ankara' }]).set).toEqual([
      { slot: 'hometown', value: 'Konya' },
    ]);
  });
  it('"my bad, X" corrects the one slot X fits', () => {
    expect(revisionOf('my bad, porto', [{ slot: 'home_city', value: 'Lisbon' }]).set).toEqual([{ slot: 'home_city', value: 'Porto' }]);
  });
  it('keeps a fact under the one slot its key is kept under, and forgets it under either word', () => {
    expect(statedFacts({ forget: [], set: [] }, [{ slot: 'favourite:movie', value: 'Heat' }])).toEqual([
      { slot: 'favourite:film', value: 'Heat' },
    ]);
    expect(revisionOf('forget my favourite movie', []).forget).toContain('favourite:film');
  });
});

describe('revisionOf: "X actually"', () => {
  it('"porto actually" corrects the one slot Porto fits; "actually im good" corrects nothing', () => {
    expect(revisionOf('porto actually', [{ slot: 'home_city', value: 'Lisbon' }]).set).toEqual([{ slot: 'home_city', value: 'Porto' }]);
    expect(revisionOf('actually im good', [{ slot: 'home_city', value: 'Lisbon' }]).set).toEqual([]);
  });
});
