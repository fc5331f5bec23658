import { FAMILY, itemKey, PETS } from './memory-slots';

/**
 * Which remembered slot a question asks about ("where do I live?" → home_city). Recall is by slot,
 * like remembering: the answer is the slot's current value, never an older one.
 */
export type MemoryQuestion = { slot: string } | { all: true };

const alt = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, '\\s+'))
    .join('|');
const FAMILY_Q = alt(Object.keys(FAMILY));
const PET_Q = alt(Object.keys(PETS));

/** One pattern for any of the phrasings (regex literals, so nothing is escaped twice). */
const anyOf = (...phrasings: RegExp[]) => new RegExp(phrasings.map((p) => p.source).join('|'));

const SIMPLE: [RegExp, string][] = [
  [
    anyOf(
      /\bwhat(?:'s|\s+is)\s+my\s+name\b|\bwho\s+am\s+i\b/,
      // "do you even know my name", "do you still know my name"
      /\bdo\s+you\s+(?:even\s+|still\s+|actually\s+|really\s+)?know\s+my\s+name\b/,
      /\bwhat\s+(?:i'm|i\s+am|am\s+i)\s+called\b/,
    ),
    'name',
  ],
  [/\bhow\s+old\s+am\s+i\b|\bwhat(?:'s|\s+is)\s+my\s+age\b/, 'age'],
  [
    anyOf(
      /\bwhere\s+(?:do|did)\s+i\s+(?:live|move)\b/,
      /\bwhere\s+am\s+i\s+(?:living|based)\b/,
      /\bwhat\s+(?:city|town)\s+do\s+i\s+live\b/,
      /\bwhere(?:'s|\s+is)\s+(?:my\s+)?home\b/,
      /\bwhere\s+did\s+i\s+say\s+i\s+live\b/,
    ),
    'home_city',
  ],
  [
    anyOf(
      /\bwhere\s+am\s+i\s+(?:originally\s+)?from\b/,
      /\bwhere\s+did\s+i\s+grow\s+up\b/,
      /\bwhere\s+was\s+i\s+born\b/,
      /\bwhat(?:'s|\s+is)\s+my\s+home\s?town\b/,
    ),
    'hometown',
  ],
  [
    anyOf(
      /\bwhere\s+do\s+i\s+work\b/,
      /\bwho\s+do\s+i\s+work\s+for\b/,
      /\bwhat\s+company\s+do\s+i\s+work\b/,
      /\bwhere\s+did\s+i\s+say\s+i\s+work\b/,
    ),
    'workplace',
  ],
  [
    anyOf(
      /\bwhat(?:'s|\s+is)\s+my\s+(?:job|profession|occupation|career)\b/,
      /\bwhat\s+do\s+i\s+do\s+(?:for\s+(?:work|a\s+living))\b/,
      /\bwhat\s+do\s+i\s+work\s+as\b/,
      /\bwhat\s+is\s+my\s+line\s+of\s+work\b/,
    ),
    'job',
  ],
  [
    anyOf(
      /\bwhat(?:'s|\s+is)\s+my\s+diet\b/,
      /\bam\s+i\s+(?:a\s+)?(?:vegan|vegetarian|pescatarian|veggie)\b/,
      /\bwhat\s+do\s+i\s+(?:eat|not\s+eat)\b/,
      /\bdo\s+i\s+eat\s+meat\b/,
      /\bwhat\s+diet\b/,
    ),
    'diet',
  ],
  [
    anyOf(
      /\bwhat\s+am\s+i\s+(?:planning|going\s+to\s+do|hoping\s+to\s+do)\b/,
      /\bwhat(?:'s|\s+is|\s+are)\s+my\s+plans?\b/,
      /\bwhat\s+did\s+i\s+(?:say\s+i\s+)?plan\b/,
      /\bwhat\s+was\s+i\s+planning\b/,
    ),
    'plan',
  ],
];

/** Where the thing asked about ends: the question's end, or "do you remember" said after it without a comma. */
const ASKED_END = String.raw`\s*(?:\?|$|,|\.|\s(?:do\s+you\s+|you\s+)?(?:remember|recall|know)\b|\sagain\b)`;

export function parseMemoryQuestion(message: string): MemoryQuestion | null {
  const s = message.toLowerCase().replace(/[’‘]/g, "'").trim();
  if (!s) return null;
  if (/\bwhat\s+(?:else\s+)?do\s+you\s+(?:know|remember)\s+about\s+me\b|\bwhat\s+do\s+you\s+(?:have|got)\s+on\s+me\b/.test(s))
    return { all: true };
  for (const [re, slot] of SIMPLE) if (re.test(s)) return { slot };
  const fav = s.match(new RegExp(String.raw`\bwhat(?:'s|\s+is|\s+are)\s+my\s+favou?rite\s+([a-z][a-z ]{1,30}?)${ASKED_END}`));
  if (fav) return { slot: `favourite:${itemKey(fav[1]!)}` };
  const named = s.match(
    new RegExp(
      `\\b(?:what(?:'s|\\s+is)\\s+(?:the\\s+name\\s+of\\s+)?my\\s+(${FAMILY_Q}|${PET_Q})(?:'s\\s+name)?` +
        `|what\\s+is\\s+my\\s+(${FAMILY_Q}|${PET_Q})\\s+called` +
        `|what(?:'s|\\s+is)\\s+my\\s+(${FAMILY_Q}|${PET_Q})\\s+called` +
        `|who(?:'s|\\s+is)\\s+my\\s+(${FAMILY_Q}))\\b`,
    ),
  );
  if (named) {
    const word = (named[1] ?? named[2] ?? named[3] ?? named[4])!.replace(/\s+/g, ' ');
    if (FAMILY[word]) return { slot: `family:${FAMILY[word]}` };
    if (PETS[word]) return { slot: `pet:${PETS[word]}` };
  }
  const taste = s.match(
    new RegExp(
      String.raw`\b(?:do\s+i\s+(?:like|love|enjoy|hate|dislike)|how\s+do\s+i\s+feel\s+about|what\s+do\s+i\s+think\s+(?:of|about)` +
        String.raw`|am\s+i\s+into)\s+([a-z][a-z' -]{1,40}?)${ASKED_END}`,
    ),
  );
  if (taste) {
    const key = itemKey(taste[1]!);
    if (key.length >= 3) return { slot: `taste:${key}` };
  }
  return null;
}
