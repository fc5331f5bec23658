import { describe, expect, it } from 'vitest';
import { placeFacts, placesToFix } from './read-places';

const facts = (text: string) => Object.fromEntries(placeFacts(text).map((f) => [f.slot, f.value]));

describe('reading where people live and come from with the gazetteer', () => {
  it.each([
    ['grew up in el paso, now im out in tucson', { hometown: 'El Paso', home_city: 'Tucson' }],
    ['im in adelaide rn, moved here for uni', { home_city: 'Adelaide' }],
    ['originally from a small town called tralee', { hometown: 'Tralee' }],
    ['i come from hyderabad but settled in nottingham now', { hometown: 'Hyderabad', home_city: 'Nottingham' }],
    ['im a sparky up in townsville', { home_city: 'Townsville' }],
    ['we shifted to bangalore last month', { home_city: 'Bangalore' }],
    ['born and raised in new york', { hometown: 'New York' }],
    ['cork born and raised', { hometown: 'Cork' }],
    ['me and my partner sam live in bristol', { home_city: 'Bristol' }],
    ['my wife and i moved to york', { home_city: 'York' }],
    ['i live in st albans', { home_city: 'St Albans' }],
    ['from the uk originally', { hometown: 'UK' }],
    ['i live near bath', { home_city: 'Bath' }],
    ['i grew up in reading', { hometown: 'Reading' }],
  ])('%s', (text, expected) => expect(facts(text)).toEqual(expected));

  it.each([
    'my sister lives in paris',
    'my mum is from lagos',
    'i met a guy from texas',
    'lookin for a guy from london',
    'moving to lisbon next month',
    'i want to visit rome',
    'going to japan in october with my friends',
    'i was in paris last week',
    'reading a book tonight',
    'nice weather today',
    'my friend sydney lives with me',
    'austin is my best friend',
    'i live with sydney',
    'im in love',
    'i moved in march',
    'im in reading mode',
  ])('%s: no place of theirs', (text) => expect(facts(text)).toEqual({}));

  it('fixes a place the other readers cut short, and keeps one they read whole', () => {
    const known = new Map([['hometown', 'El']]);
    expect(placesToFix('grew up in el paso, now im out in tucson', known)).toEqual([
      { slot: 'hometown', value: 'El Paso' },
      { slot: 'home_city', value: 'Tucson' },
    ]);
    expect(placesToFix('i live in leeds', new Map([['home_city', 'Leeds']]))).toEqual([]);
    expect(placesToFix('i live in leeds', new Map([['home_city', 'Kirkstall']]))).toEqual([]);
  });
});

describe('round 5: small towns, names in Irish, a name before "from"', () => {
  it.each([
    ['originally from a small town called oamaru but i live in auckland now', { hometown: 'Oamaru', home_city: 'Auckland' }],
    ['galway born and bred', { hometown: 'Galway' }],
    ['hey im joao from recife', { hometown: 'Recife' }],
    ['i am baraka from arusha', { hometown: 'Arusha' }],
  ])('%s', (text, expected) => expect(facts(text)).toEqual(expected));

  it.each(['im back from london', 'im home from college', 'im coming from leeds', 'i met someone from oamaru last night'])('%s', (text) =>
    expect(facts(text)).toEqual({}),
  );
});
