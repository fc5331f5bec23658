/**
 * What the bench times when no --data is given: everyday messages and the shapes the screen holds, written
 * for this bench (never the held-out set's), and long texts built to make regular expressions backtrack.
 */
export const EVERYDAY = [
  'hey! how was your weekend?',
  "I'm free thursday after 7 if you fancy a drink",
  'haha no way, my sister says the same thing',
  'I grew up by the sea so the city still feels loud',
  'do you like spicy food? there is a sichuan place near the station',
  'sorry, long shift at the hospital, only just seen this',
  "I'd kill for a nap right now",
  'my phone died halfway through your message lol',
  'can you send me 100 dollars for the bus, my card is blocked',
  'add me on telegram, this app is slow',
  'my snap is theo.b22',
  'you are so stupid',
  'send me some pics in your underwear',
  'I know where you live',
  'call me on 07700 900 123',
  'made 30% last month on a crypto platform, I can show you how',
];
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
/** 4,000 characters drawn from a few (seeded, so every run times the same texts). */
const mixOf = (alphabet: string) => Array.from({ length: 4000 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');

export const ADVERSARIAL = [
  'x'.repeat(4000),
  'a '.repeat(2000),
  '1 '.repeat(2000),
  'a.'.repeat(2000),
  'you are '.repeat(500),
  'x'.repeat(3990) + '@y.com',
  ...['a._1@ /:-', 'a1_.', '1 .-', 'you are so ', 'on snap a_1 ', 'i will kill you '].map(mixOf),
];
