import type { ParaphraseSet } from './scores';

/**
 * A second set, written AFTER the engine changed and never run before it was committed: the first
 * set's misses guided the change, so its scores are optimistic; these were not tuned on in that round.
 * The second round tuned on them (fresh-held-out.ts is the set never tuned on).
 * NOTE: do not edit an item to make it pass; add new items instead.
 */
export const HELD_OUT: ParaphraseSet = {
  recall: [
    { text: 'hey do you remember what i do', slot: 'job' },
    { text: 'what city am i living in rn', slot: 'home_city' },
    { text: 'do you know which town i moved to', slot: 'home_city' },
    { text: 'u know my name right', slot: 'name' },
    { text: 'what company am i at again', slot: 'workplace' },
    { text: "where'd i say i grew up", slot: 'hometown' },
    { text: 'did i tell you my age?', slot: 'age' },
    { text: 'whats my cat called again lol', slot: 'pet:cat' },
    { text: 'do you remember my dads name', slot: 'family:father' },
    { text: 'can you remind me what my plan was', slot: 'plan' },
  ],
  facts: [
    { text: 'so i moved to rotterdam in january', facts: { home_city: 'Rotterdam' } },
    { text: "i'm a dentist, been doing it for years", facts: { job: 'dentist' } },
    { text: 'working as a receptionist at a hotel for now', facts: { job: 'receptionist' } },
    { text: 'i live in bristol with two flatmates', facts: { home_city: 'Bristol' } },
    { text: 'originally from krakow', facts: { hometown: 'Krakow' } },
    { text: 'just turned 26 last week', facts: { age: '26' } },
    { text: 'my dog pixel is snoring next to me', facts: { 'pet:dog': 'Pixel' } },
    { text: 'took a job as a librarian in ghent', facts: { job: 'librarian' } },
    { text: 'i work at ikea on the weekends', facts: { workplace: 'Ikea' } },
    { text: 'been a vegetarian since i was 12', facts: { diet: 'vegetarian' } },
  ],
  partner: [
    { text: 'i want a woman who is kind to animals', wants: ['kind'] },
    { text: 'looking for a guy who loves board games', wants: ['board game'] },
    { text: 'someone funny and smart would be ideal', wants: ['funny', 'smart'] },
    { text: "i'd love a partner who doesn't drink", wants: ['drink'] },
    { text: 'my type is someone creative', wants: ['creative'] },
    { text: 'i want to meet someone who likes travelling', wants: ['travel'] },
  ],
  corrections: [
    { before: { home_city: 'Leeds' }, text: 'actually i moved to york now', slot: 'home_city', value: 'York' },
    { before: { job: 'nurse' }, text: 'forget about my job', slot: 'job', value: null },
    { before: { 'pet:dog': 'Rex' }, text: 'please forget my dogs name', slot: 'pet:dog', value: null },
    { before: { age: '28' }, text: 'i’m 29 now, not 28', slot: 'age', value: '29' },
  ],
  smallTalk: ['ya', 'what are you up to', 'so tired today', 'omg this weather', 'hahaha no way', 'wbu?'],
};
