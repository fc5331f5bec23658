import { FAMILY, HOBBY_NOUNS, NAME_STOP, PETS, titleCase, type Fact } from './slots/memory-slots';
import { EVERYDAY_JOBS } from './slots/slot-lexicon';
import { placeAt, placeKey } from './places';
import { isJobTitle } from './read-fragments';
import { readSentence } from './reading';

/**
 * People's names read from the shape around them (issue 32 item 3, round 5), with no list of first names: an
 * introduction cue at the start of the message ("im", "i am", "its", "this is") and then a word the shape makes a name,
 * because the person goes on about themselves right after it: "hey im joao from recife, 31", "its marisol, im a dental
 * hygienist", "hiya its siobhan btw", "i am baraka from arusha". And a relative's name after "name is" ("my ammi name is
 * shazia"). NOTE: a list of first names (the compromise package) was measured and left out: on the tuning sets it knew
 * joao, marisol, siobhan, dani but not thanh, baraka, shazia, priya, and the shapes read all of them without it.
 */

const WORD = String.raw`\p{L}[\p{L}'-]*`;
/** Greetings a message may open with before the introduction ("hiya", "hey there", "hello hello"). */
const GREETING = /^(?:(?:hey+|hi+|hiya|heya|hello|helo|yo|sup|howdy|hey there|hi there|ok|okay|so|well|um+|oh)\b[\s,!.:-]*)+/i;
/** "im", "i am": the person says who they are. "its", "this is" say it too, but also "its raining", "this is hard". */
const STRONG_CUE = /^(?:i'm|i\s+am)\s+/i;
const WEAK_CUE = /^(?:it's|its|this\s+is)\s+/i;
/** What follows a name when the person goes on about themselves ("…, im a nurse", "…, my job", "…, i live"). */
const SELF_CLAUSE = /^\s*[,;.]\s*(?:i'm|i\s|i've|i'll|my\s)/i;
/**
 * Words "its" or "this is" say that are no name, though the lite model may read them as nouns
 * ("its monday, im tired", "its bedtime, i'm off", "this is me, i …").
 */
const NOT_A_NAME = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday weekend today tonight tomorrow yesterday morning night evening ' +
    'afternoon midnight noon bedtime payday lunchtime dinnertime teatime christmas xmas easter halloween ramadan eid diwali ' +
    'summer winter spring autumn fall january february march april may june july august september october november december ' +
    'time life work school uni fate karma chaos madness mayhem carnage bedlam hell heaven mine yours me him her us them everyone someone nobody ' +
    'nothing everything something anything true false fine okay alright over done late early cold hot warm freezing boiling ' +
    'sunny windy cloudy rain snow weather what who that this there here from name called named btw lol like kinda sorta ' +
    'about because cause cuz ok gonna wanna gotta day week month year birthday anniversary holiday vacation'
  ).split(' '),
);
/** Units after a number that make it no age ("im joao, 5 minutes away"). */
const NOT_AN_AGE_UNIT = /^\s*(?:min|hour|hr|km|kg|mile|euro|dollar|pound|percent|%|am\b|pm\b|th\b|st\b|nd\b|rd\b)/i;

const couldBeAName = (word: string, pos: string | undefined) =>
  word.length >= 2 &&
  !NAME_STOP.has(word) &&
  !NOT_A_NAME.has(word) &&
  !FAMILY[word] &&
  !PETS[word] &&
  !HOBBY_NOUNS.has(word) &&
  !EVERYDAY_JOBS.includes(word) &&
  !isJobTitle(word) &&
  // "its raining", "i am baking": a doing, though the lite model may read it as a noun.
  !(word.length > 4 && /(?:ing|ed)$/.test(word)) &&
  (pos === 'NOUN' || pos === 'PROPN');

/** The known place `rest` starts with after "from" ("from recife, 31" → recife), as typed. */
function placeAfterFrom(rest: string): { place: string; rest: string } | null {
  const m = rest.match(new RegExp(String.raw`^\s+from\s+((?:${WORD}\s*){1,3})`, 'iu'));
  if (!m) return null;
  const typed = m[1]!.trim().split(/\s+/);
  const found = placeAt(typed.map(placeKey), 0);
  if (!found) return null;
  const words = typed.slice(0, found.length).map((w) => w.replace(/[,.;!]+$/, ''));
  const consumed = rest.indexOf(words.at(-1)!, rest.indexOf('from')) + words.at(-1)!.length;
  return { place: titleCase(words.join(' ')), rest: rest.slice(consumed) };
}

/** ", 31" or " 31" right after the name or its place: the age, unless a unit follows ("5 minutes"). */
function ageAfter(rest: string): Fact[] {
  const m = rest.match(/^\s*,?\s*(\d{2})\b(.*)$/);
  return m && !NOT_AN_AGE_UNIT.test(m[2]!) ? [{ slot: 'age', value: m[1]! }] : [];
}

/**
 * "hey im joao from recife, 31", "its marisol, im a dental hygienist", "hiya its siobhan btw": the name the person
 * introduces themselves with, when the shape after it says so. NOTE: "i met a guy from texas", "im from leeds",
 * "its raining", "i am baking", "this is hard" have no cue, no name-like word, or no shape after it.
 */
export function introducedName(message: string): Fact[] {
  const first = message
    .replace(/[’‘]/g, "'")
    .replace(/\bim\b/gi, "i'm")
    .trim()
    .replace(GREETING, '');
  const strong = first.match(STRONG_CUE);
  const cue = strong ?? first.match(WEAK_CUE);
  if (!cue) return [];
  const after = first.slice(cue[0].length);
  const m = after.match(new RegExp(`^(${WORD})`, 'u'));
  if (!m) return [];
  const name = m[1]!;
  const rest = after.slice(name.length);
  const from = placeAfterFrom(rest);
  const signed = /^\s+(?:btw|here)\b/i.test(rest);
  const aged = ageAfter(rest);
  // NOTE: a weak cue needs the person to go on about themselves; "its monday, so …" is no introduction.
  if (!from && !signed && !aged.length && !SELF_CLAUSE.test(rest)) return [];
  const sentence = first.split(/(?<=[.!?;])\s+/)[0]!;
  const pos = readSentence(sentence).words.find((w) => w.lower === name.toLowerCase())?.pos;
  if (!couldBeAName(name.toLowerCase(), pos) || (!strong && placeAt([placeKey(name)], 0))) return [];
  return [{ slot: 'name', value: titleCase(name) }, ...(from ? [{ slot: 'hometown', value: from.place }, ...ageAfter(from.rest)] : aged)];
}

const RELATIONS = [...Object.keys(FAMILY), ...Object.keys(PETS)].sort((a, b) => b.length - a.length).join('|');
/** "my ammi name is shazia", "my cats name is miso", "our dog's name is rex": a relative's or pet's name, in any case. */
export function relativeNameIs(sentence: string): Fact[] {
  const m = sentence
    .replace(/[’‘]/g, "'")
    .match(new RegExp(String.raw`\b(?:my|our)\s+(${RELATIONS})(?:'s|s)?\s+name\s+is\s+(${WORD})`, 'iu'));
  if (!m) return [];
  const relation = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  const name = m[2]!.toLowerCase();
  if (name.length < 2 || NAME_STOP.has(name) || NOT_A_NAME.has(name) || FAMILY[name] || PETS[name]) return [];
  const slot = FAMILY[relation] ? `family:${FAMILY[relation]}` : `pet:${PETS[relation]}`;
  return [{ slot, value: titleCase(m[2]!) }];
}
