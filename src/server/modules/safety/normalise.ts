import { resolveConfusablesTransformer } from 'obscenity';

/**
 * The forms of a message the rules read. Each rule reads every view and fires if any matches, so a
 * view may lose something (word breaks, digits) as long as another keeps it.
 */
export interface Views {
  /** As sent (contact details: digits and punctuation matter). */
  raw: string;
  /** NFKC, no zero-width characters or accents, look-alikes read as Latin letters, lower case, one space between words. */
  plain: string;
  /** `plain` with characters spaced out one by one joined back: "c a s h a p p" → "cashapp". */
  joined: string;
  /** `joined` with punctuation inside words dropped and leetspeak read as letters: "t3le.gr@m" → "telegram". */
  squeezed: string;
  /** `joined` with spelled-out digits written as digits: "nine one two" → "912" (phone numbers). */
  digits: string;
}

const confusables = resolveConfusablesTransformer();
/** Before the look-alike table, which reads ß as B, dotless ı as l and currency signs as letters (€ as e, ₦ as n). */
const PRE_MAP: Record<string, string> = { ß: 'ss', ı: 'i', '’': "'", '‘': "'", '`': "'", '´': "'", '“': '"', '”': '"' };
for (const sign of '€₦¥₱₩¢₹₺₽₴₫฿₵') PRE_MAP[sign] = sign;
const FORMAT_CHARS = /\p{Cf}/gu;
const MARKS = /\p{M}/gu;

function plainOf(text: string): string {
  let out = '';
  const decomposed = text.normalize('NFKC').replace(FORMAT_CHARS, '').normalize('NFD').replace(MARKS, '');
  for (const ch of decomposed) {
    const pre = PRE_MAP[ch];
    if (pre) {
      out += pre;
      continue;
    }
    const code = confusables.transform(ch.codePointAt(0)!);
    out += code === undefined ? '' : String.fromCodePoint(code);
  }
  return out.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Three or more single characters with one or two spaces between each: "t e l e g r a m", "a n a @ g m a i l". */
const SPACED_OUT = /(?<!\S)\S(?: {1,2}\S(?=[\s?!,]|$)){2,}/g;
const joinSpacedOut = (text: string) => text.replace(SPACED_OUT, (run) => run.replace(/ /g, ''));

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '€': 'e', '!': 'i' };
const TWO_LETTERS = /\p{L}.*\p{L}/u;

/** Inside a word of two letters or more: "wh@ts.app" → "whatsapp", "b1tch" → "bitch"; "$200" and "12:30" stay. */
function squeezeWord(word: string): string {
  const edges = /^([^\p{L}\p{N}@$]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(word)!;
  const [, lead, core, trail] = edges as unknown as [string, string, string, string];
  if (!TWO_LETTERS.test(core)) return word;
  const letters = [...core].map((c) => LEET[c] ?? c).join('');
  return lead + letters.replace(/[^\p{L}\p{N}]/gu, '') + trail;
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORD = String.raw`(?:${[...UNITS, ...TEENS, ...TENS, 'oh', 'double', 'triple'].join('|')}|\d+)`;
/** Three or more number words or digit groups in a row, at least one of them a word. */
const NUMBER_RUN = new RegExp(String.raw`\b${NUMBER_WORD}(?:[\s,.-]+${NUMBER_WORD}){2,}\b`, 'g');

function digitsOf(run: string): string {
  const words = run.split(/[\s,.-]+/);
  if (words.every((w) => /^\d+$/.test(w))) return run;
  let out = '';
  let repeat = 1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'double' || w === 'triple') {
      repeat = w === 'double' ? 2 : 3;
      continue;
    }
    let digits: string;
    if (/^\d+$/.test(w)) digits = w;
    else if (w === 'oh') digits = '0';
    else if (UNITS.includes(w)) digits = String(UNITS.indexOf(w));
    else if (TEENS.includes(w)) digits = String(10 + TEENS.indexOf(w));
    else {
      const tens = TENS.indexOf(w) + 2;
      const next = words[i + 1];
      const unit = next ? UNITS.indexOf(next) : -1;
      digits = unit > 0 ? `${tens}${unit}` : `${tens}0`;
      if (unit > 0) i++;
    }
    out += digits.repeat(repeat);
    repeat = 1;
  }
  return out;
}

/** Words people censor with asterisks ("c*nt", "n*de", "f**k"), read as the word they stand for. */
const CENSORED = [
  'fuck',
  'fucking',
  'fucker',
  'cunt',
  'bitch',
  'slut',
  'whore',
  'dick',
  'cock',
  'pussy',
  'shit',
  'twat',
  'nude',
  'nudes',
  'sex',
  'asshole',
  'bastard',
  'faggot',
  'kaffir',
  'nigger',
  'nigga',
  'retard',
  'wanker',
  'tits',
  'porn',
  'penis',
  'boobs',
];
const STARRED = /\b[a-z]*\*+[a-z*]*[a-z]|\b[a-z]+\*+(?![\w*])/g;
const uncensor = (text: string) =>
  text.includes('*')
    ? text.replace(STARRED, (w) => {
        const shape = new RegExp(`^${w.replace(/\*/g, '[a-z]')}$`);
        return CENSORED.find((c) => c.length === w.length && shape.test(c)) ?? w;
      })
    : text;

/** Spelled digits inside a run of digits ("0seven7zero0"), which the number-word runs do not see. */
const MIXED_DIGITS = new RegExp(String.raw`\b(?=[a-z]*\d)(?=\d*[a-z])[a-z\d]{4,}\b`, 'g');
const MIXED_WORD = new RegExp(UNITS.join('|'), 'g');
const spellMixed = (text: string) =>
  text.replace(MIXED_DIGITS, (w) => {
    const out = w.replace(MIXED_WORD, (u) => String(UNITS.indexOf(u)));
    return /^\d+$/.test(out) ? out : w;
  });

export function viewsOf(text: string): Views {
  const plain = uncensor(plainOf(text));
  const joined = joinSpacedOut(plain);
  return {
    raw: text,
    plain,
    joined,
    squeezed: joined.split(' ').map(squeezeWord).join(' '),
    digits: spellMixed(joined).replace(NUMBER_RUN, digitsOf),
  };
}

/** The views the word rules read (all but the raw text and the digits). * @internal used by tests and the lab.
 */
export const wordViews = (v: Views): string[] => [...new Set([v.plain, v.joined, v.squeezed])];
