import { describe, expect, it } from 'vitest';
import { factsOf } from './read-facts';
import { employerFrom, jobFacts, jobWords, listedJob, occupationAt } from './read-jobs';

const jobs = (text: string) => Object.fromEntries(jobFacts(text).map((f) => [f.slot, f.value]));
const facts = (text: string) => Object.fromEntries(factsOf(text).map((f) => [f.slot, f.value]));
const title = (text: string) => occupationAt(text.split(' '), 0)?.title ?? null;

describe('the occupation lexicon', () => {
  it('knows heads with the words that name the kind, ranks, and multi-word titles', () => {
    expect(title('nail technician')).toBe('nail technician');
    expect(title('safari guide')).toBe('safari guide');
    expect(title('junior architect')).toBe('junior architect');
    expect(title('senior software engineer')).toBe('senior software engineer');
    expect(title('seaman')).toBe('seaman');
    expect(title('cabin crew')).toBe('cabin crew');
    expect(title('dental hygienist')).toBe('dental hygienist');
  });

  it('takes no trait, hobby or family word for a job', () => {
    for (const text of ['good cook', 'hard worker', 'terrible driver', 'gamer', 'big fan', 'mess', 'role model', 'mum', 'runner'])
      expect(title(text), text).toBeNull();
  });
});

describe('reading jobs and employers with the lexicon', () => {
  it.each([
    ['i am nail technician in houston', { job: 'nail technician' }],
    ['i work like programmer in small company in kazan', { job: 'programmer' }],
    ['i am baraka from arusha, working as safari guide', { job: 'safari guide' }],
    ['just started as a junior architect at foster and partners', { job: 'junior architect', workplace: 'Foster and Partners' }],
    ['i am a civil engineer, working for larsen and toubro in chennai', { job: 'civil engineer', workplace: 'Larsen and Toubro' }],
    ['i am 24 and working at infosys', { workplace: 'Infosys' }],
    ['i work night shifts at tesco stacking shelves', { workplace: 'Tesco' }],
    ['i drive a bus for translink', { job: 'bus driver', workplace: 'Translink' }],
    ['im a welder for the council', { job: 'welder', workplace: 'Council' }],
    ['working as a cleaner at the airport', { job: 'cleaner' }],
  ])('%s', (text, expected) => expect(jobs(text)).toEqual(expected));

  it.each([
    'i am a good cook',
    'im a hard worker lol',
    'i am a big fan of yours',
    'i am a mess today',
    'i am mason, 25',
    'work in a call center',
    'i work at a small company',
    'my husband is working at google',
    'he works at tesco',
    'i am a gamer',
    'my friend got a job as a pilot',
    'she started as a nurse at the nhs',
    'i work with kids',
    'i work for myself',
    'working with the best team ever',
  ])('%s states no job or employer', (text) => expect(jobs(text)).toEqual({}));

  it('keeps the employer whole and drops a generic one', () => {
    expect(employerFrom(jobWords('the nhs as a nurse'), 0)).toBe('Nhs');
    expect(employerFrom(jobWords('marks and spencer'), 0)).toBe('Marks and Spencer');
    expect(employerFrom(jobWords('a small company'), 0)).toBe('');
    expect(employerFrom(jobWords('home'), 0)).toBe('');
  });

  it('reads a job alone in a comma list after a name or an age, and not otherwise', () => {
    const known = new Map([['name', 'Jun']]);
    expect(listedJob('hi im jun, 27 yrs old, seaman, from iloilo', known)).toEqual([{ slot: 'job', value: 'seaman' }]);
    expect(listedJob('hi im jun, 27 yrs old, seaman, from iloilo', new Map())).toEqual([]);
    expect(listedJob('im tom, 30, gamer, dog lover', known)).toEqual([]);
  });

  it('adds what the other readers missed to a message', () => {
    expect(facts('my name is thanh, i am nail technician in houston')).toMatchObject({ job: 'nail technician', home_city: 'Houston' });
    expect(facts('hi im jun, 27 yrs old, seaman, from iloilo')).toMatchObject({ job: 'seaman' });
    expect(facts('i stay in pune with my parents, i am 24 and working at infosys')).toMatchObject({ workplace: 'Infosys' });
    expect(facts('im a hard worker lol')).toEqual({});
    expect(facts('i am a good cook')).toEqual({});
  });
});
