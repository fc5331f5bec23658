// A check-in answered in words (issue 41 item 1): "it was great", "we didn't meet", "yes", "not really",
// "4/5", "I'd love to see them again". Pure and strict: the whole message must be an answer (every word
// is an answer's or a filler's), so "hey Ana, last night was great" is a message for Ana, not for Maya.
import type { CheckInAnswers, CheckInQuestion } from './check-in-flow';
import type { AgainAnswer } from './outcome-kinds';

const MAX_CHARS = 120;
const MAX_WORDS = 16;

/** Words that may surround an answer without changing it. */
const FILLER = new Set(
  (
    'it is was we i the a an our my me us and but so thanks thank you had have time actually honestly oh um uh well to ' +
    'them him her again see would like overall all in think just too really very yesterday last night evening lol haha ' +
    'did meet date go went with that this please much lot he she they'
  ).split(' '),
);

const SCALE: Record<number, string[]> = {
  1: ['terrible', 'awful', 'horrible', 'dreadful', 'horrendous', 'a disaster', 'disaster', 'the worst', 'worst'],
  2: ['bad', 'poor', 'disappointing', 'boring', 'meh', 'awkward'],
  3: ['ok', 'okay', 'fine', 'alright', 'all right', 'average', 'decent', 'so so', 'mixed', 'not bad'],
  4: ['good', 'nice', 'fun', 'pleasant', 'lovely', 'sweet', 'enjoyable', 'liked it'],
  5: ['great', 'amazing', 'wonderful', 'fantastic', 'brilliant', 'perfect', 'awesome', 'incredible', 'excellent', 'magical', 'loved it'],
};
const STRONG = 'really|very|so|super|truly|absolutely|extremely|incredibly';
const MILD = 'quite|pretty|fairly|kind of|kinda|rather|a bit|a little';
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

const alt = (words: string[]) => words.map((w) => w.replace(/ /g, '\\s')).join('|');
const ADJECTIVE = new RegExp(
  String.raw`\b(not\s(?:(?:${STRONG})\s)?)?((?:${STRONG}|${MILD})\s)?(${alt(Object.values(SCALE).flat())})\b`,
  'g',
);

type Signals = { metYes: boolean; metNo: boolean; yes: boolean; no: boolean; maybe: boolean; again: AgainAnswer[]; ratings: number[] };

/** Patterns, in order, each taking its words out of the message. */
const PATTERNS: [RegExp, (s: Signals, m: string[]) => void][] = [
  [/\b(?:good\s)?morning\b|\bhi\b|\bhello\b|\bhey\b/g, () => {}],
  [/\b(?:did\snot|do\snot)\slike\s(?:it|them|him|her)\b|\bhated\sit\b/g, (s, m) => s.ratings.push(m[0]!.startsWith('hated') ? 1 : 2)],
  [/^(?:no\s)?(?:we\s)?did\snot$/g, (s) => (s.metNo = true)],
  [
    new RegExp(
      String.raw`\b(?:we\s)?(?:did\snot|never|could\snot|have\snot)\s(?:get\sto\s|manage\sto\s)?(?:meet|meet\sup|` +
        String.raw`met|go|make\sit|happen)\b|\bnever\smet\b|\bno\sshow\b|\bstood\s(?:me\s)?up\b` +
        String.raw`|\b(?:he|she|they)\s(?:did\snot|never)\s(?:show\sup|show|come|turn\sup)\b|\b(?:it|the\sdate)\s(?:did\snot|` +
        String.raw`never)\shappen\b|\b(?:it\swas\s|we\s|they\s|he\s|she\s)?cancell?ed(?:\sit)?\b|\bnot\syet\b`,
      'g',
    ),
    (s) => (s.metNo = true),
  ],
  [/\b(?:we\s)?(?:did\s)?(?:meet|met)(?:\sup)?\b|\bwe\sdid\b|\bit\shappened\b/g, (s) => (s.metYes = true)],
  [/\b([1-5])\s?(?:\/\s?5|out\sof\s(?:5|five)|stars?)?(?=\s|$)/g, (s, m) => s.ratings.push(Number(m[1]))],
  [/\b(one|two|three|four|five)(?:\sout\sof\s(?:5|five)|\sstars?)?\b/g, (s, m) => s.ratings.push(NUMBER_WORDS[m[1]!]!)],
  [ADJECTIVE, (s, m) => s.ratings.push(adjectiveRating(m))],
  [
    /\b(?:i\s)?would\s(?:love|like)\s(?:to|that)\b|\b(?:i\s)?(?:hope\sso|can\snot\swait)\b|\b(?:i\s)?want\sto\b/g,
    (s) => s.again.push('yes'),
  ],
  [/\bnot\sagain\b|\bonce\s(?:is|was)\senough\b|\b(?:i\s)?would\snot\b|\bnot\sinterested\b|\bnot\sfor\sme\b/g, (s) => s.again.push('no')],
  [
    /\bmaybe\b|\bnot\ssure\b|\bperhaps\b|\bwe\swill\ssee\b|\b(?:i\s)?do\snot\sknow\b|\bdunno\b|\bpossibly\b|\bunsure\b|\bmight\b/g,
    (s) => (s.maybe = true),
  ],
  [
    /\bnot\sreally\b|\bno\sthanks?\b|\bno\sway\b|\b(?:i\s)?do\snot\sthink\sso\b|\brather\snot\b|\bno\b|\bnope\b|\bnah\b|\bn\b/g,
    (s) => (s.no = true),
  ],
  [
    /\byes\b|\byeah\b|\byep\b|\byup\b|\byea\b|\bya\b|\by\b|\bsure\b|\bdefinitely\b|\babsolutely\b|\bof\scourse\b|\bfor\ssure\b|\bindeed\b/g,
    (s) => (s.yes = true),
  ],
];

function adjectiveRating(m: string[]): number {
  const word = m[3]!.replace(/\s+/g, ' ');
  const base = Number(Object.keys(SCALE).find((k) => SCALE[Number(k)]!.includes(word)));
  if (m[1]) return base >= 4 ? 2 : base <= 2 ? 3 : 2;
  if (m[2] && new RegExp(`^(?:${STRONG})\\s$`).test(m[2])) return base === 4 ? 5 : base === 2 ? 1 : base;
  return base;
}

/** Lower case, plain apostrophes, contractions spelled out ("didn't" → "did not"), punctuation gone. */
export function normalizeAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\bcan't\b|\bcannot\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'d\b/g, ' would')
    .replace(/'ll\b/g, ' will')
    .replace(/'s\b/g, ' is')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'m\b/g, ' am')
    .replace(/[^\p{L}\p{N}/\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The answers a message gives to the check-in, read with the question asked last (a bare "yes" says
 * they met when Maya asked "Did you meet?", and that they would like to when she asked about seeing
 * them again); null when the message is not an answer, or contradicts itself.
 */
export function readCheckInAnswer(text: string, asked: CheckInQuestion): CheckInAnswers | null {
  if (text.length > MAX_CHARS) return null;
  let rest = normalizeAnswer(text);
  if (!rest || rest.split(' ').length > MAX_WORDS) return null;
  const s: Signals = { metYes: false, metNo: false, yes: false, no: false, maybe: false, again: [], ratings: [] };
  for (const [pattern, take] of PATTERNS) {
    // The match and its groups (replace's last two arguments are the offset and the whole string).
    rest = rest.replace(pattern, (...args: string[]) => (take(s, args.slice(0, -2)), ' '));
  }
  if (rest.split(/\s+/).some((word) => word && !FILLER.has(word))) return null;
  return combine(s, asked);
}

function combine(s: Signals, asked: CheckInQuestion): CheckInAnswers | null {
  if (s.yes && s.no) return null;
  if (s.metNo || (asked === 'met' && s.no)) {
    const saysMore = s.metYes || s.ratings.length > 0 || s.again.length > 0 || s.yes;
    return saysMore ? null : { met: false };
  }
  const answers: CheckInAnswers = {};
  if (s.metYes || (asked === 'met' && s.yes)) answers.met = true;
  if (s.ratings.length) answers.rating = s.ratings.at(-1)!;
  const again = new Set<AgainAnswer>(s.again);
  if (asked === 'again' && s.yes) again.add('yes');
  if (asked === 'again' && s.no) again.add('no');
  if (asked === 'again' && s.maybe) again.add('maybe');
  if (again.size > 1) return null;
  if (again.size === 1) answers.again = [...again][0]!;
  return Object.keys(answers).length ? answers : null;
}
