import { describe, expect, it } from 'vitest';
import { factsOf } from './read-facts';
import { questionOf } from './read-question';

const facts = (text: string) => Object.fromEntries(factsOf(text).map((f) => [f.slot, f.value]));

describe('round 2 (issue 32 item 3): slot words grouped by meaning, facts said without "I", the employer after the job', () => {
  it.each([
    // family, pet and job words as typed (slot-lexicon.ts)
    ['my hubby tom is cooking tonight', { 'family:husband': 'Tom' }],
    ['my nana joan turns 80 next week', { 'family:grandmother': 'Joan' }],
    ['we got a beagle called rolo', { 'pet:dog': 'Rolo' }],
    ['my old tabby luna sleeps all day', { 'pet:cat': 'Luna' }],
    ['im a nanny in oslo', { job: 'nanny', home_city: 'Oslo' }],
    // where they live and come from, in other verbs
    ['i stay in kochi with my aunt', { home_city: 'Kochi' }],
    ['residing in malmo currently', { home_city: 'Malmo' }],
    ['i live near bath', { home_city: 'Bath' }],
    ['just relocated from leeds to york', { home_city: 'York' }],
    ['i was brought up in derry', { hometown: 'Derry' }],
    // facts said without "I"
    ["hey! i'm jonas, data analyst in vienna", { name: 'Jonas', job: 'data analyst', home_city: 'Vienna' }],
    ['pharmacist by trade', { job: 'pharmacist' }],
    ['grew up in oslo, now in bergen for work', { hometown: 'Oslo', home_city: 'Bergen' }],
    ["name's lea", { name: 'Lea' }],
    ['favourite film is alien', { 'favourite:film': 'alien' }],
    ['thinking of learning the guitar this year', { plan: 'learning the guitar this year' }],
    // the employer after the job
    ["i'm a cashier at lidl", { job: 'cashier', workplace: 'Lidl' }],
    ['a welder working for bosch', { job: 'welder', workplace: 'Bosch' }],
    ['i work for the council as a planner', { workplace: 'The Council', job: 'planner' }],
    ['i left asda, work at lidl now', { workplace: 'Lidl' }],
  ])('%s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it.each([
    ['staying in bed today', {}],
    ['my brother is a plumber', {}],
    ['dream partner: kind and honest', { 'partner:kind': 'is kind', 'partner:honest': 'is honest' }],
    ['a nurse at the hospital', { job: 'nurse' }],
    ['now in a meeting', {}],
    ['thinking of you', {}],
  ])('no fact of the person, no job from a partner wish, no generic place as the employer: %s', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it.each([
    ['where do i stay again', 'home_city'],
    ['where was i raised, remember?', 'hometown'],
    ['which shop did i say i work at', 'workplace'],
    ['my rabbits name, you still got it?', 'pet:rabbit'],
    ['remind me what my gran is called', 'family:grandmother'],
    ['quick test: which town am i in', 'home_city'],
  ])('recall: %s → %s', (text, slot) => {
    expect(questionOf(text)).toEqual({ slot });
  });

  it.each([
    ['someone funny who loves films', ['partner:funny', 'partner:film']],
    ['should be tall and kind', ['partner:tall', 'partner:kind']],
    ["i'm after a man who cooks", ['partner:cook']],
  ])('partner: %s', (text, slots) => {
    expect(factsOf(text).map((f) => f.slot)).toEqual(slots);
  });
});
