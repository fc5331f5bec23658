import { TRAIT_WORDS } from './occupations';
import { FAMILY_SLANG, JOB_WORDS, KEY_SYNONYMS, PET_SLANG } from './slot-lexicon';

/**
 * What Maya remembers about a person, as typed slots (issue 14 §5). A slot is a key such as
 * `home_city`, `family:sister`, `pet:dog`, `taste:jazz`, `favourite:food` or `partner:calm` (what they
 * want in a partner, never their own taste: "who is calm", "who likes hiking"); one slot holds one
 * current value, and a new value for the same slot supersedes the old one. Contradictions are
 * therefore decided by the slot, never by how similar two sentences look.
 */
export const SIMPLE_SLOTS = ['name', 'age', 'home_city', 'hometown', 'workplace', 'job', 'diet', 'plan'] as const;
export const KEYED_SLOTS = ['family', 'pet', 'taste', 'favourite', 'partner'] as const;
export type SimpleSlot = (typeof SIMPLE_SLOTS)[number];
export type SlotKind = SimpleSlot | (typeof KEYED_SLOTS)[number];

export interface Fact {
  slot: string;
  value: string;
}

export const SLOT_PATTERN =
  /^(name|age|home_city|hometown|workplace|job|diet|plan|(family|pet|taste|favourite|partner):[a-z][a-z -]{0,38}[a-z])$/;
export const slotKind = (slot: string): SlotKind => slot.split(':')[0] as SlotKind;
export const slotKey = (slot: string): string => slot.split(':')[1] ?? '';
/** The one slot a key said in other words is kept and asked under ("favourite:movie" → "favourite:film"). */
export const canonicalSlot = (slot: string): string => {
  const to = KEY_SYNONYMS[slotKind(slot)]?.[slotKey(slot)];
  return to ? `${slotKind(slot)}:${to}` : slot;
};
/** The fact under its one slot. */
export const withCanonicalSlot = (fact: Fact): Fact => ({ ...fact, slot: canonicalSlot(fact.slot) });

export const FAMILY: Record<string, string> = {
  mom: 'mother',
  mum: 'mother',
  mother: 'mother',
  dad: 'father',
  father: 'father',
  sister: 'sister',
  brother: 'brother',
  son: 'son',
  daughter: 'daughter',
  wife: 'wife',
  husband: 'husband',
  partner: 'partner',
  boyfriend: 'boyfriend',
  girlfriend: 'girlfriend',
  grandma: 'grandmother',
  grandmother: 'grandmother',
  granny: 'grandmother',
  grandpa: 'grandfather',
  grandfather: 'grandfather',
  'best friend': 'best friend',
  bestie: 'best friend',
  cousin: 'cousin',
  aunt: 'aunt',
  uncle: 'uncle',
  niece: 'niece',
  nephew: 'nephew',
  roommate: 'roommate',
  flatmate: 'flatmate',
  boss: 'boss',
  manager: 'boss',
  ...FAMILY_SLANG,
};
export const PETS: Record<string, string> = {
  dog: 'dog',
  puppy: 'dog',
  pup: 'dog',
  cat: 'cat',
  kitten: 'cat',
  kitty: 'cat',
  rabbit: 'rabbit',
  bunny: 'rabbit',
  hamster: 'hamster',
  parrot: 'parrot',
  bird: 'bird',
  fish: 'fish',
  goldfish: 'fish',
  horse: 'horse',
  turtle: 'turtle',
  tortoise: 'tortoise',
  'guinea pig': 'guinea pig',
  lizard: 'lizard',
  snake: 'snake',
  ferret: 'ferret',
  ...PET_SLANG,
};
export const DIETS: Record<string, string> = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  veggie: 'vegetarian',
  pescatarian: 'pescatarian',
  pescetarian: 'pescatarian',
  'gluten free': 'gluten-free',
  'gluten-free': 'gluten-free',
  keto: 'keto',
  halal: 'halal',
  kosher: 'kosher',
  'lactose intolerant': 'lactose intolerant',
  'dairy free': 'dairy-free',
  'dairy-free': 'dairy-free',
  flexitarian: 'flexitarian',
  paleo: 'paleo',
  'plant based': 'vegan',
  'plant-based': 'vegan',
  'pure veg': 'vegetarian',
  'meat free': 'vegetarian',
  'meat-free': 'vegetarian',
  carnivore: 'carnivore',
  'low carb': 'low-carb',
  'low-carb': 'low-carb',
};
const alternation = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[-]/g, '[- ]').replace(/ /g, '\\s+'))
    .join('|');
const FAMILY_RE = alternation(Object.keys(FAMILY));
const PET_RE = alternation(Object.keys(PETS));
const DIET_RE = alternation(Object.keys(DIETS));

/** Words that end a captured value ("I live in Lisbon now with my cat" → Lisbon). */
const VALUE_STOP = new Set([
  'now',
  'with',
  'and',
  'but',
  'since',
  'for',
  'because',
  'these',
  'at',
  'anymore',
  'too',
  'actually',
  'which',
  'who',
  'so',
  'as',
  'this',
  'last',
  'next',
  'right',
  'currently',
  'nowadays',
  'though',
  'lol',
  'haha',
  'if',
  'when',
  'while',
  'where',
  'or',
  'these',
  'then',
  'already',
  'again',
  'a',
  'lately',
  'recently',
  'today',
  'yesterday',
  'tomorrow',
  'very',
  'much',
  'more',
  'a lot',
  'all',
  'every',
  'was',
  'is',
  'are',
  'it',
  'in',
  'on',
  'to',
  'from',
  'of',
  'originally',
  'btw',
  'anyway',
]);
const PRONOUNS = new Set([
  'it',
  'that',
  'this',
  'you',
  'them',
  'him',
  'her',
  'us',
  'me',
  'those',
  'these',
  'what',
  'how',
  'when',
  'so',
  'too',
  'to',
  'a',
  'the',
  'your',
  'yours',
  'talking',
  'chatting',
  'hearing',
  'being',
]);
export const NAME_STOP = new Set([
  'a',
  'an',
  'the',
  'again',
  'so',
  'very',
  'really',
  'not',
  'sick',
  'ill',
  'here',
  'there',
  'away',
  'home',
  'back',
  'great',
  'good',
  'fine',
  'okay',
  'ok',
  'busy',
  'tired',
  'old',
  'young',
  'also',
  'still',
  'just',
  'my',
  'your',
  'amazing',
  'awesome',
  'cute',
  'lovely',
  'visiting',
  'coming',
  'going',
  'staying',
  'getting',
  'moving',
  'living',
  'working',
  'doing',
  'being',
  'always',
  'never',
  'married',
  'pregnant',
  'older',
  'younger',
  // "my ammi name is shazia": the slot's own word is never its name.
  'name',
  'names',
  'called',
  'named',
  'from',
  'btw',
]);
export const HOBBY_NOUNS = new Set([
  'runner',
  'swimmer',
  'gamer',
  'reader',
  'dreamer',
  'lover',
  'believer',
  'beginner',
  'foodie',
  'person',
  'fan',
  'member',
  'fighter',
  'walker',
  'sleeper',
  'talker',
  'listener',
  'thinker',
  'worrier',
  'overthinker',
  'introvert',
  'extrovert',
  'ambivert',
  'romantic',
  'optimist',
  'pessimist',
  'realist',
  'bit',
  'little',
  'mess',
  'lot',
  'night owl',
  'big',
  'huge',
  'single',
  'parent',
  'mother',
  'father',
  'dad',
  'mom',
  'mum',
  'cat person',
  'dog person',
  'morning',
  'vegan',
  'vegetarian',
  // "a deal breaker", "a people pleaser", "a risk taker": -er words that name no job.
  'breaker',
  'dealbreaker',
  'pleaser',
  'changer',
  'taker',
  'seeker',
  'hater',
  'winner',
  'loser',
]);

const WORD = "[\\p{L}][\\p{L}'’.&-]*";
/** Up to `n` words; the caller trims them at the first stop word. */
const words = (n: number) => `(${WORD}(?:\\s+${WORD}){0,${n - 1}})`;

function firstWords(raw: string, max = 4, stop = VALUE_STOP): string {
  const out: string[] = [];
  for (const w of raw.trim().split(/\s+/)) {
    const word = w.replace(/[.,!?;:]+$/, '');
    // NOTE: the stop word is checked without its punctuation ("I live in Basel now." is Basel); a sentence's end ends the value.
    if (out.length >= max || stop.has(word.toLowerCase().replace(/[’']s$/, ''))) break;
    out.push(word);
    if (/[.!?;]$/.test(w)) break;
  }
  return out.join(' ').trim();
}

export const titleCase = (s: string) =>
  s === s.toLowerCase() ? s.replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()) : s;
/** A name or place keeps the person's spelling; an all-lowercase one is title-cased. */
const properNoun = (raw: string, max = 3) => titleCase(firstWords(raw, max));

/** Words a question or sentence ends an item with that are no part of it ("coffee or not", "my favourite book was"). */
const KEY_TAIL = /(?:\s+(?:or\s+not|or\s+no|was|is|are|were|be|again|now|then|though|tho))+$/;

/** Turns "a person's item" into its slot key: lowercase, no article, no tail, a simple plural made singular. */
export function itemKey(item: string): string {
  const cleaned = item
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/^(the|a|an|my|some|all|any)\s+/, '')
    .replace(/[^a-z' -]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(KEY_TAIL, '');
  const singular = cleaned
    .split(' ')
    .map((w, i, all) => (i === all.length - 1 && w.length > 4 && /[^s]s$/.test(w) && !/(ss|us|is)$/.test(w) ? w.slice(0, -1) : w))
    .join(' ');
  return singular.slice(0, 40).trim();
}

/** Words no name or place starts with: auxiliaries, pronouns, negations ("Am 44", "Is Fine", "Not Sure"). */
const NEVER_A_NAME_START = new Set(
  (
    'am is are was were be been being do does did have has had not no yes yeah nah i me you he she it we they my your his her our ' +
    'their this that these those there here what where who when how why just also still really ' +
    // "Name", "From Konya", "Called": a slot's or a cue's own word is no name or place.
    'name names called named from btw'
  ).split(' '),
);
/** Verbs that start a longer value only by mistake ("Said 28", "Meant Porto"); alone one may be a name (Said). */
const NEVER_BEFORE_MORE = new Set('said say says told tell meant mean moved live lives living work works working'.split(' '));
const NAMED_SLOTS = new Set<SlotKind>(['name', 'home_city', 'hometown', 'workplace', 'family', 'pet']);
const PEOPLE_SLOTS = new Set<SlotKind>(['name', 'family', 'pet']);
/** The first word of a place of several words, never a place alone ("El" of El Paso, "San" of San Jose). */
const PLACE_PREFIX = new Set('el la le las los san santa st saint new port fort mount lake cape north south east west'.split(' '));
const PLACE_SLOTS = new Set<SlotKind>(['home_city', 'hometown']);
/** Words that lead up to a place and are never its first word ("From Konya", "In Leeds"); "Of" neither. */
const PLACE_LEAD_IN = new Set('from in at to of near into around outside'.split(' '));
/** Chat words never part of a value: what a sentence goes on with after it ("Toronto atm", "the notebook dont judge"). */
const CHAT_WORDS = new Set("atm rn lol lmao haha tbh btw ngl pls plz idk wbu hbu dont don't but".split(' '));
/** When, never where: a workplace or place ends before them ("Amazon Warehouse Night Shifts", "Home Most Days"). */
const TIME_WORDS = new Set('most days night nights shift shifts weekend weekends today tonight mornings evenings part full'.split(' '));
/** One word that is no workplace or home on its own: "work at home", "live in hope", "work at night". */
const NOT_A_PLACE_ALONE = new Set('home work night nights weekends hope fear peace denial love faith misery bed'.split(' '));
/** A job is no job when it is only how they do it: "i work as hard as i can" → "hard". */
const HOW_NOT_WHAT = new Set([...TRAIT_WORDS, 'well', 'much', 'long', 'late', 'early', 'often', 'usual', 'always']);

/** Keys that are read from a question or a sentence's words, never a pronoun or a bare verb ("taste:it", "favourite:is"). */
const keyIsPlausible = (key: string) => key === '' || (!KEY_TAIL.test(key) && !NEVER_A_NAME_START.has(key.split(' ')[0]!));

/**
 * Whether a value can be what its slot holds: an age a number from 16 to 110, a name no digits, a name or place or job
 * not starting with an auxiliary or a pronoun, a key without a question's tail. NOTE: a wrong "I'll remember that
 * you're Said 28" is worse than remembering nothing, so every fact and correction passes this before it is kept.
 */
export function isPlausibleFact({ slot, value }: Fact): boolean {
  const v = value.trim();
  const kind = slotKind(slot);
  if (!SLOT_PATTERN.test(slot) || !v || v.length > 120 || !/[\p{L}\d]/u.test(v)) return false;
  // "partner:wbu" ("…, wbu"), "partner:all" ("that's all"): a chat word or a pronoun is no wish.
  if (kind === 'partner') return !CHAT_WORDS.has(slotKey(slot)) && !NEVER_A_NAME_START.has(slotKey(slot)) && slotKey(slot) !== 'all';
  if (!keyIsPlausible(slotKey(slot))) return false;
  if (kind === 'age') return /^\d{1,3}$/.test(v) && Number(v) >= 16 && Number(v) <= 110;
  if (!NAMED_SLOTS.has(kind) && kind !== 'job') return true;
  const words = v.toLowerCase().split(/\s+/);
  if (NEVER_A_NAME_START.has(words[0]!) || (words.length > 1 && NEVER_BEFORE_MORE.has(words[0]!))) return false;
  if (!/\p{L}/u.test(v) || (PEOPLE_SLOTS.has(kind) && /\d/.test(v))) return false;
  if (PLACE_SLOTS.has(kind) && words.length === 1 && PLACE_PREFIX.has(words[0]!)) return false;
  if (PLACE_SLOTS.has(kind) && PLACE_LEAD_IN.has(words[0]!)) return false;
  if ((PLACE_SLOTS.has(kind) || kind === 'workplace') && words.length === 1 && NOT_A_PLACE_ALONE.has(words[0]!)) return false;
  if (kind === 'job') return !words.every((w) => HOW_NOT_WHAT.has(w));
  return words.length <= 5;
}

/**
 * The value without what the sentence went on with after it: "Cairo I Am" → "Cairo", "Toronto Atm" → "Toronto",
 * "the notebook don't judge" → "the notebook"; a name, place or job ends at a pronoun or an auxiliary, any value at a chat word.
 */
export function withoutTrailingChat(fact: Fact): Fact {
  const kind = slotKind(fact.slot);
  if (!NAMED_SLOTS.has(kind) && kind !== 'job' && kind !== 'favourite') return fact;
  const words = fact.value.trim().split(/\s+/);
  const ends = (w: string) =>
    CHAT_WORDS.has(w) ||
    (kind !== 'favourite' && NEVER_A_NAME_START.has(w)) ||
    ((kind === 'workplace' || PLACE_SLOTS.has(kind)) && TIME_WORDS.has(w));
  const cut = words.findIndex((w, i) => i > 0 && ends(w.toLowerCase().replace(/[.,!?;:]+$/, '')));
  return cut > 0 ? { slot: fact.slot, value: words.slice(0, cut).join(' ') } : fact;
}

function nameValue(raw: string, called: boolean, original: string): string | null {
  const first = raw.trim().split(/\s+/)[0] ?? '';
  const clean = first.replace(/[.,!?;:'’]+$/, '').replace(/[’']s$/, '');
  if (!clean || NAME_STOP.has(clean.toLowerCase())) return null;
  // "my sister is Ana" names her; "my sister is sick" does not: without "called/named" the name must be capitalised.
  if (!called && !/^\p{Lu}/u.test(clean)) return null;
  void original;
  return titleCase(clean);
}

type Rule = (sentence: string) => Fact[];

/** "my mum has " / "she got " right before "a dog called Rex": the pet (or relative) is someone else's. */
const someoneElseHas = (before: string) =>
  /(?:\b(?:my|our|his|her|their)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+|\b(?:he|she|they))\s+(?:has|had|got|owns|adopted|have)\s+$/iu.test(before);

/** How the last word of "I'm a …" ends when it names a job. */
export const JOB_ENDING = new RegExp(
  '(er|or|ist|ian|ant|ect|eon|nurse|chef|doctor|lawyer|cook|barista|medic|pilot|vet|dentist|surgeon|tutor|clerk' +
    `|analyst|consultant|student|intern|officer|agent|${JOB_WORDS.join('|')})$`,
);
/** "I'm not vegan any more", "I eat everything", "I started eating meat again". */
const NO_SPECIAL_DIET = new RegExp(
  String.raw`(?:^|\bi(?:'m|\s+am)\s+)(?:not|no\s+longer)\s+(?:a\s+)?(?:vegan|vegetarian|pescatarian)\b` +
    String.raw`|\bi\s+(?:eat|eat\s+meat)\s+(?:everything|anything)|\bi\s+(?:eat|started\s+eating)\s+meat\s+again\b`,
  'i',
);

/** Words that end a job as well ("a sparky up in townsville", "a nurse down in kent", "a chef based in lyon"). */
const JOB_STOP = new Set([...VALUE_STOP, 'up', 'down', 'out', 'over', 'near', 'based', 'here', 'there']);

/** "I'm" and "I am" (NOTE: "i'm" has no space after the "i"), and the words that only stress a liking. */
const I_AM = String.raw`\bi(?:'m|\s+am)\s+`;
const ADVERB = String.raw`(?:really\s+|honestly\s+|absolutely\s+|just\s+|still\s+|now\s+|totally\s+|kind\s+of\s+|so\s+)?`;

const rules: Rule[] = [
  // name
  (s) => {
    const m = s.match(new RegExp(`\\b(?:my\\s+name\\s+is|call\\s+me|i'm\\s+called|i\\s+am\\s+called)\\s+${words(1)}`, 'iu'));
    const v = m && nameValue(m[1]!, true, s);
    return v ? [{ slot: 'name', value: v }] : [];
  },
  // age
  (s) => {
    const m = s.match(
      /\b(?:i'm|i\s+am|i\s+just\s+turned|i\s+turned|i'll\s+be|i\s+will\s+be)\s+(\d{1,2})(\s+(?:years?\s+old|yo))?\s*(?:now|today)?\s*$/i,
    );
    return m ? [{ slot: 'age', value: m[1]! }] : [];
  },
  // home city
  (s) => {
    const m = s.match(
      new RegExp(
        `\\b(?:i\\s+(?:now\\s+|currently\\s+|still\\s+|actually\\s+)?live\\s+in` +
          `|(?:i|we)(?:'ve|\\s+have)?\\s+(?:just\\s+|recently\\s+|finally\\s+)?(?:moved|shifted|relocated)\\s+to` +
          `|i(?:'m|\\s+am)\\s+(?:now\\s+)?(?:living|based)\\s+in|my\\s+home\\s+is\\s+in|home\\s+for\\s+me\\s+is)\\s+${words(4)}`,
        'iu',
      ),
    );
    const v = m && properNoun(m[1]!);
    return v && !PRONOUNS.has(v.toLowerCase()) ? [{ slot: 'home_city', value: v }] : [];
  },
  // hometown
  (s) => {
    const m = s.match(
      new RegExp(`\\b(?:i(?:'m|\\s+am)\\s+(?:originally\\s+)?from|i\\s+grew\\s+up\\s+in|i\\s+was\\s+born\\s+in)\\s+${words(4)}`, 'iu'),
    );
    const v = m && properNoun(m[1]!);
    return v ? [{ slot: 'hometown', value: v }] : [];
  },
  // workplace
  (s) => {
    const m = s.match(
      new RegExp(
        `(?:(?:\\bi\\s+|^)(?:now\\s+|currently\\s+|still\\s+)?work\\s+(?:at|for)` +
          `|i(?:'ve|\\s+have)?\\s+(?:just\\s+)?(?:started|joined)\\s+(?:working\\s+)?(?:at|for)` +
          `|my\\s+(?:company|employer)\\s+is)\\s+${words(4)}`,
        'iu',
      ),
    );
    const v = m && properNoun(m[1]!);
    return v && !PRONOUNS.has(v.toLowerCase()) ? [{ slot: 'workplace', value: v }] : [];
  },
  // job
  (s) => {
    const explicit = s.match(
      new RegExp(
        `\\b(?:i\\s+(?:now\\s+)?work\\s+as|my\\s+job\\s+is|i(?:'m|\\s+am)\\s+working\\s+as|i\\s+became)\\s+(?:an?\\s+)?${words(3)}`,
        'iu',
      ),
    );
    if (explicit) {
      const v = firstWords(explicit[1]!, 3);
      return v ? [{ slot: 'job', value: v.toLowerCase() }] : [];
    }
    const m = s.match(new RegExp(`\\bi(?:'m|\\s+am)\\s+(?:now\\s+)?an?\\s+${words(3)}`, 'iu'));
    if (!m) return [];
    const v = firstWords(m[1]!, 3, JOB_STOP).toLowerCase();
    const last = v.split(' ').at(-1) ?? '';
    // NOTE: "i'm a good cook", "i'm a hard worker" say how they are, not what they do.
    const isJob = JOB_ENDING.test(last) && !TRAIT_WORDS.has(v.split(' ')[0]!);
    return isJob && !HOBBY_NOUNS.has(v) && !HOBBY_NOUNS.has(last) && !/lover$/.test(last) ? [{ slot: 'job', value: v }] : [];
  },
  // diet
  (s) => {
    if (NO_SPECIAL_DIET.test(s)) return [{ slot: 'diet', value: 'no special diet' }];
    if (/\bi\s+(?:don't|do\s+not|no\s+longer)\s+eat\s+meat\b/i.test(s)) return [{ slot: 'diet', value: 'vegetarian' }];
    const m = s.match(
      new RegExp(
        `(?:\\bi(?:'m|\\s+am)|\\bi(?:'ve|\\s+have)\\s+(?:been|gone)|^been|^went|\\bi\\s+(?:went|turned|became))\\s+` +
          `(?:now\\s+|fully\\s+|strictly\\s+|mostly\\s+)?(?:an?\\s+)?(${DIET_RE})\\b`,
        'i',
      ),
    );
    if (m) return [{ slot: 'diet', value: DIETS[m[1]!.toLowerCase().replace(/\s+/g, ' ')] ?? m[1]!.toLowerCase() }];
    const d = s.match(new RegExp(`\\b(?:i\\s+(?:eat|follow)|my\\s+diet\\s+is)\\s+(?:an?\\s+)?(${DIET_RE})\\b`, 'i'));
    return d ? [{ slot: 'diet', value: DIETS[d[1]!.toLowerCase().replace(/\s+/g, ' ')] ?? d[1]!.toLowerCase() }] : [];
  },
  // family and pets: "my sister('s name) is (called) Ana", "my dog Rex", "I have a cat called Miso"
  (s) => {
    const found: Fact[] = [];
    const people = [
      { map: FAMILY, re: FAMILY_RE, kind: 'family' },
      { map: PETS, re: PET_RE, kind: 'pet' },
    ];
    for (const { map, re, kind } of people) {
      const patterns: [RegExp, boolean][] = [
        [
          new RegExp(`\\bmy\\s+(?:little\\s+|big\\s+|older\\s+|younger\\s+|new\\s+)?(${re})(?:'s|’s)\\s+name\\s+is\\s+${words(1)}`, 'iu'),
          true,
        ],
        [
          new RegExp(
            `\\b(?:my|our)\\s+(?:little\\s+|big\\s+|older\\s+|younger\\s+|new\\s+)?(${re})\\s+is\\s+(?:called|named)\\s+${words(1)}`,
            'iu',
          ),
          true,
        ],
        [
          new RegExp(
            `\\b(?:i|we)\\s+(?:have|got|adopted)\\s+an?\\s+(?:new\\s+)?(?:little\\s+)?(${re})\\s+(?:called|named)\\s+${words(1)}`,
            'iu',
          ),
          true,
        ],
        // "my little brother called Sam", "a rescue pup named Bruno", "our new kitten called Miso"
        [new RegExp(`\\b(?:an?|my|our)\\s+(?:[\\p{L}-]+\\s+){0,2}?(${re})\\s+(?:called|named)\\s+${words(1)}`, 'iu'), true],
        [new RegExp(`\\b[Mm]y\\s+(?:little\\s+|big\\s+|older\\s+|younger\\s+|new\\s+)?(${re})\\s+is\\s+${words(1)}`, 'u'), false],
        [new RegExp(`\\b[Mm]y\\s+(?:little\\s+|big\\s+|older\\s+|younger\\s+|new\\s+)?(${re}),?\\s+(\\p{Lu}\\p{Ll}+)`, 'u'), false],
      ];
      for (const [pattern, called] of patterns) {
        const m = s.match(pattern) ?? s.match(new RegExp(pattern.source, called ? 'iu' : 'u'));
        if (!m || someoneElseHas(s.slice(0, m.index))) continue;
        const relation = map[m[1]!.toLowerCase().replace(/\s+/g, ' ')];
        const v = relation && nameValue(m[2]!, called, s);
        if (relation && v) {
          found.push({ slot: `${kind}:${relation}`, value: v });
          break;
        }
      }
    }
    return found;
  },
  // favourites: "my favourite food is ramen"
  (s) => {
    const m = s.match(
      new RegExp(
        `(?:\\bmy\\s+|^)(?:all[- ]time\\s+)?favou?rite\\s+(${WORD}(?:\\s+${WORD})?)\\s+(?:is|are|has\\s+to\\s+be)\\s+${words(4)}`,
        'iu',
      ),
    );
    if (!m) return [];
    const kind = itemKey(m[1]!);
    const v = firstWords(m[2]!, 4);
    return kind && v ? [{ slot: `favourite:${kind}`, value: v }] : [];
  },
  // likes and dislikes: "I love jazz and hiking", "I can't stand olives", "I'm really into bouldering"
  (s) => {
    const dislike = s.match(
      new RegExp(
        `(?:(?:^|\\bi\\s+)${ADVERB}(?:hate|dislike|detest|can't\\s+stand|cannot\\s+stand|can't\\s+bear|don't\\s+like|do\\s+not\\s+like` +
          `|don't\\s+enjoy|no\\s+longer\\s+like|don't\\s+love|stopped\\s+liking)|${I_AM}${ADVERB}not\\s+into` +
          // "not a fan of spicy food", "i'm not a big fan of rain"
          `|(?:^|${I_AM})${ADVERB}not\\s+(?:a\\s+)?(?:big\\s+|huge\\s+)?fan\\s+of)\\s+${words(8)}`,
        'iu',
      ),
    );
    const like =
      !dislike &&
      s.match(
        new RegExp(
          // NOTE: "love baking" at the start of a sentence is theirs; "like" is not, since it opens many ("like 5 min ago").
          `(?:\\bi\\s+${ADVERB}(?:love|like|enjoy|adore)|^${ADVERB}(?:love|enjoy|adore)(?!\\s+\\S+\\s+(?:is|are|was|were)\\b)` +
            `|${I_AM}${ADVERB}(?:into|a\\s+(?:big\\s+|huge\\s+)?fan\\s+of)|^(?:a\\s+)?(?:big\\s+|huge\\s+)?fan\\s+of` +
            // "obsessed with kpop", "i'm crazy about football"
            `|(?:^|${I_AM})${ADVERB}(?:obsessed\\s+with|crazy\\s+about|passionate\\s+about|addicted\\s+to))\\s+${words(8)}`,
          'iu',
        ),
      );
    const m = dislike || like;
    if (!m) return [];
    const value = dislike ? 'dislikes' : 'likes';
    const raw = m[1]!.replace(/[’']/g, "'");
    const itemStop = new Set([...VALUE_STOP].filter((w) => w !== 'and' && w !== 'or'));
    const phrase = firstWords(raw, 8, itemStop).replace(/^to\s+/i, '');
    return phrase
      .split(/\s*(?:,|\band\b|\bor\b)\s*/i)
      .map((p) => firstWords(p, 4))
      .filter((p) => p && !PRONOUNS.has(p.toLowerCase().split(' ')[0]!))
      .map(itemKey)
      .filter((k) => k.length >= 3)
      .slice(0, 3)
      .map((k) => ({ slot: `taste:${k}`, value }));
  },
  // plans
  (s) => {
    const m = s.match(
      new RegExp(
        String.raw`(?:(?:\bi(?:'m|\s+am)\s+|\bwe(?:'re|\s+are)\s+|^)(?:planning\s+(?:to|on)|hoping\s+to|thinking\s+of|saving\s+(?:up\s+)?(?:to|for))` +
          // "planning a trip to peru in june": the plan is the thing planned.
          String.raw`|(?:\bi(?:'m|\s+am)\s+|\bwe(?:'re|\s+are)\s+|^)planning\s+(?=(?:an?|my|our|the)\s)` +
          String.raw`|\bi\s+plan\s+to|\bmy\s+plan\s+is\s+to` +
          String.raw`|next\s+(?:week|month|year|weekend),?\s+i(?:'m|\s+am)\s+going\s+to` +
          String.raw`|i(?:'m|\s+am)\s+going\s+to\s+(?=visit|travel|move|start|learn|run|go\s+to|fly|take|try|see|get|buy|open|apply|quit|join))` +
          // NOTE: the plan ends where the next clause starts ("…, and i live in Oslo", "… also been vegan").
          String.raw`\s*([^.!?,;]{3,80}?)(?=[.!?,;]|\s+(?:also|but)\s|$)`,
        'i',
      ),
    );
    if (!m) return [];
    const v = m[1]!.trim().replace(/[,;:]+$/, '');
    // "planning a trip …" keeps its article; "going to that …" names nothing.
    if (/planning\s+$/i.test(m[0].slice(0, m[0].length - m[1]!.length)))
      return /^(?:an?|my|our|the)\s+\S+\s+\S/i.test(v) ? [{ slot: 'plan', value: v }] : [];
    return v && !PRONOUNS.has(v.split(' ')[0]!.toLowerCase()) ? [{ slot: 'plan', value: v }] : [];
  },
];

const normalizeApostrophes = (t: string) => t.replace(/[’‘]/g, "'");

/**
 * The facts a message states about the person, by rules (the offline engine). One fact per slot:
 * the last statement of a slot in the message wins. Questions state nothing.
 */
export function extractFacts(message: string): Fact[] {
  const bySlot = new Map<string, string>();
  for (const sentence of normalizeApostrophes(message).split(/(?<=[.!?;])\s+|\n+/)) {
    const s = sentence.trim();
    if (!s || /\?\s*$/.test(s)) continue;
    for (const rule of rules)
      for (const f of rule(s)) if (SLOT_PATTERN.test(f.slot) && f.value.trim()) bySlot.set(f.slot, f.value.trim().slice(0, 120));
  }
  return [...bySlot.entries()].map(([slot, value]) => ({ slot, value }));
}

/** The slot's name as the person reads it in 'What Maya knows'. */
export function slotLabel(slot: string): string {
  const key = slotKey(slot);
  switch (slotKind(slot)) {
    case 'name':
      return 'Your name';
    case 'age':
      return 'Your age';
    case 'home_city':
      return 'Where you live';
    case 'hometown':
      return 'Where you are from';
    case 'workplace':
      return 'Where you work';
    case 'job':
      return 'Your job';
    case 'diet':
      return 'Your diet';
    case 'plan':
      return 'Your plans';
    case 'family':
      return `Your ${key}'s name`;
    case 'pet':
      return `Your ${key}'s name`;
    case 'taste':
      return `How you feel about ${key}`;
    case 'favourite':
      return `Your favourite ${key}`;
    case 'partner':
      return `In a partner: ${key}`;
  }
}

/** Words that find the slot in a full-text search besides its value ("where do I live" finds home_city). */
export function slotSearchWords(slot: string): string {
  const key = slotKey(slot);
  switch (slotKind(slot)) {
    case 'name':
      return 'name called';
    case 'age':
      return 'age old years birthday';
    case 'home_city':
      return 'live lives living home city town moved based';
    case 'hometown':
      return 'from grew up hometown born';
    case 'workplace':
      return 'work works working company employer office';
    case 'job':
      return 'job work profession career do for a living';
    case 'diet':
      return 'diet eat eating food meat vegan vegetarian';
    case 'plan':
      return 'plan plans planning going to trip';
    case 'family':
      return `${key} family name called`;
    case 'pet':
      return `${key} pet name called`;
    case 'taste':
      return `${key} like love enjoy hate`;
    case 'favourite':
      return `${key} favourite favorite`;
    case 'partner':
      return `${key} partner someone looking want date match`;
  }
}

/** The fact as Maya says it back to the person: "you live in Lisbon". */
export function factPhrase(fact: Fact): string {
  const key = slotKey(fact.slot);
  const v = fact.value;
  switch (slotKind(fact.slot)) {
    case 'name':
      return `your name is ${v}`;
    case 'age':
      return `you're ${v}`;
    case 'home_city':
      return `you live in ${v}`;
    case 'hometown':
      return `you're from ${v}`;
    case 'workplace':
      return `you work at ${v}`;
    case 'job':
      return `you work as ${/^[aeiou]/i.test(v) ? 'an' : 'a'} ${v}`;
    case 'diet':
      return v === 'no special diet' ? "you don't follow a special diet" : `you're ${v}`;
    case 'plan':
      return /^(?:an?|my|our|the)\s/i.test(v) ? `you're planning ${v}` : `you're planning to ${v}`;
    case 'family':
      return `your ${key} is called ${v}`;
    case 'pet':
      return `your ${key} is called ${v}`;
    case 'taste':
      return v === 'dislikes' ? `you don't like ${key}` : `you like ${key}`;
    case 'favourite':
      return `your favourite ${key} is ${v}`;
    case 'partner':
      return `you'd like someone who ${v}`;
  }
}
