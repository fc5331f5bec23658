import { casualToPlain, isQuestion, splitAtQuestion, withoutOpeners } from './casual-text';
import { forgetTarget } from './forget-request';
import {
  canonicalSlot,
  DIETS,
  isPlausibleFact,
  slotKind,
  titleCase,
  withCanonicalSlot,
  withoutTrailingChat,
  type Fact,
} from './slots/memory-slots';
import { factsOf } from './read-facts';
import { isJobTitle } from './read-fragments';
import { slotNamedIn } from './read-question';
import { readSentence, sentencesOf } from './reading';

/** What a message changes in Maya's memory besides stating facts: slots to forget, values to correct. */
export interface Revision {
  forget: string[];
  set: Fact[];
}

/** "geneva not zurich", "31 not 30", "a paramedic, not a nurse", "ho chi minh city not new delhi": a correction of a value Maya knows. */
const INSTEAD = /\bnot\s+(?:in\s+|an?\s+|the\s+)?([\p{L}\d][\p{L}\d\s-]*)/iu;
/** Words between the new value and "not" ("29 now, not 28"), and before it ("sorry i meant Geneva"). */
const FILLER = new Set([
  'now',
  'then',
  'just',
  'really',
  'definitely',
  'a',
  'an',
  'the',
  'in',
  'sorry',
  'i',
  'meant',
  'it',
  'its',
  'is',
  'was',
  // the lead-in of a name or place ("call me thomas", "my sister is called zoe", "work at aldi now")
  'call',
  'me',
  'called',
  'named',
  'mean',
  'at',
  'to',
  'as',
  // "i am from konya not ankara": "from" leads up to the place and is no part of it
  'from',
  'thanks',
  // how a correction is said, never the value ("no i said 28", "oops typo i am 44", "yeah you got it wrong")
  'said',
  'say',
  'told',
  'you',
  'no',
  'nah',
  'yeah',
  'oops',
  'typo',
  'am',
  'are',
]);
const meaningful = (w: string) => !FILLER.has(w.toLowerCase()) && !/'/.test(w);

/**
 * The new value before "not", in the sentence that says it: the words that carry meaning just before it (up to three);
 * none after "I'm not" (a denial, no correction), nor when only openers come first ("ok so not in Berlin any more").
 */
function correctedValue(plain: string): { value: string; old: string } | null {
  const sentence = withoutOpeners(sentencesOf(plain).find((s) => INSTEAD.test(s)) ?? '');
  const m = sentence.match(INSTEAD);
  if (!m) return null;
  const at = m.index ?? 0;
  if (!sentence.slice(0, at).trim()) return turnedAround(sentence.slice(at + m[0].length - m[1]!.length));
  const left = sentence
    .slice(0, m.index)
    .split(/[\s,]+/)
    .filter(Boolean);
  const last = left.at(-1) ?? '';
  if (!last || /'/.test(last) || ['am', 'is', 'are', 'was', 'do', 'does', 'did'].includes(last.toLowerCase())) return null;
  const end = left.findLastIndex(meaningful);
  const start = left.slice(0, end + 1).findLastIndex((w) => !meaningful(w));
  const value = left.slice(Math.max(start + 1, end - 2), end + 1).join(' ');
  return value ? { value, old: m[1]! } : null;
}
/** "not tom, thomas", "not lisbon: porto": the old value first, then the new one alone in its clause. */
function turnedAround(after: string): { value: string; old: string } | null {
  const [old, next, ...more] = after.split(/\s*[,:;]\s*/);
  const bare = next && !more.length ? bareValue(next) : null;
  return old && bare ? { value: bare.value, old } : null;
}

/** The fact whose value the words after "not" start with ("not new delhi" → home_city New Delhi). */
const factNamed = (after: string, known: readonly Fact[]) =>
  known
    .map((f) => ({ f, words: f.value.replace(/[^\p{L}\d ]/gu, '').trim() }))
    .filter(({ words }) => words && new RegExp(`^${words}\\b`, 'iu').test(after.trim()))
    .map(({ f }) => f)
    .sort((a, b) => b.value.length - a.value.length)[0];

/** Words that open a new value without "not": "i meant cebu", "scratch that, lisbon", "its porto now", "no, 31". */
const LEAD_IN = new RegExp(
  String.raw`^(?:(?:i\s+)?meant(?:\s+to\s+say)?|i\s+mean|actually|no|nope|nah|wait|sorry|oops|my\s+bad|scratch\s+that|correction|update|now|` +
    String.raw`it's|its|it\s+(?:is|was)|that's|make\s+that|rather|instead|i'm|i\s+am)\b[\s,:]*`,
  'i',
);
/** Words that give a name ("call me thomas", "i go by tommy now"): the value is the person's name. */
const NAMING = /^(?:(?:you\s+can\s+)?call\s+me|i\s+go\s+by|i'm\s+called)\s+/i;
/** Words that close one: "denver this time", "porto now", "31 instead". */
const LEAD_OUT = /[\s,]+(?:now|this\s+time|these\s+days|instead|then|thanks|thx|haha)$/i;
/** Words that say the message corrects what Maya was told (the value's slot may then be read from the value alone). */
const CORRECTING = /\b(?:i\s+meant|i\s+mean|meant\s+to\s+say|scratch\s+that|correction|update|typo|wrong|my\s+bad)\b/i;
/** "porto actually": a correction, though casualToPlain drops "actually" as a filler, so it is read in the message as typed. */
const ACTUALLY = /\bactually\b/i;
/** Changes a person reports, and the slot each changes ("moved again", "changed jobs", "new job"). */
/** What follows a move of home ("moved here", "moved in march", "moved house"), unlike one of a thing ("moved the couch"). */
const MOVED_HOW = String.raw`(?:here|there|in|last|this|to|back|out|over|away|again|recently|house|home|cities|city|countries|country|abroad)`;
/** A promotion changes the job title, never the workplace ("got promoted, store manager now"). */
const PROMOTED = /\b(?:got\s+)?promoted\b|\bpromotion\b/i;
const CHANGES: [RegExp, string][] = [
  // "moved in march", "moved here", "shifted last month"; not "moved the couch", "moved on".
  [new RegExp(String.raw`\b(?:moved|move|moving|relocated|relocating|shifted)\b(?=\s*(?:$|[,.!?;]|${MOVED_HOW}\b))`, 'i'), 'home_city'],
  [/\b(?:changed|switched|new|left|quit)\s+(?:my\s+)?(?:jobs?|careers?|work|roles?|positions?)\b/i, 'job'],
  [PROMOTED, 'job'],
  [/\b(?:birthday|turned)\b/i, 'age'],
];
/** Words after a lead-in that are no value ("its fine now", "no, tomorrow"). */
const NOT_A_VALUE = new Set(
  (
    'time home here there today tonight tomorrow yesterday morning weekend week day thing way lot bit problem worries idea one wbu hbu ' +
    'city town place country job name age monday tuesday wednesday thursday friday saturday sunday ' +
    // where one is for a while, not where one lives or works ("i'm in bed now", "im at work")
    'bed work gym office school class uni college love trouble pain shock traffic car bus train shower meeting church mood'
  ).split(' '),
);
/** Slots whose value is a name ("Cebu", "Zoe", "Aldi"): one of them Maya knows may be corrected by a bare name. */
const NAMED_KINDS = new Set(['name', 'home_city', 'hometown', 'workplace', 'family', 'pet', 'favourite']);

/** A clause that is only a new value with its lead-in or lead-out ("i meant cebu", "denver this time"): the value, and how it was said. */
interface BareValue {
  value: string;
  /** Said with a lead-in or lead-out ("i meant …", "… this time"). */
  marked: boolean;
  /** The word before it ("in", "at", "a"), which tells its kind. */
  preposition: string;
  /** Said as a name ("call me …", "i go by …"). */
  naming: boolean;
}
function bareValue(clause: string): BareValue | null {
  const naming = NAMING.test(clause.trim());
  let rest = clause.trim().replace(NAMING, '');
  const said = rest;
  for (let m = rest.match(LEAD_IN); m?.[0]; m = rest.match(LEAD_IN)) rest = rest.slice(m[0].length);
  for (let m = rest.match(LEAD_OUT); m; m = rest.match(LEAD_OUT)) rest = rest.slice(0, m.index);
  const marked = rest !== said;
  const preposition = rest.match(/^(?:in|at|an?|the)\b/i)?.[0].toLowerCase() ?? '';
  rest = rest.slice(preposition.length).trim();
  const words = rest.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 3 || words.some((w) => NOT_A_VALUE.has(w.toLowerCase()))) return null;
  const read = readSentence(rest).words;
  const nameLike =
    read.every((w) => ['PROPN', 'NOUN', 'NUM', 'ADJ'].includes(w.pos)) && ['PROPN', 'NOUN', 'NUM'].includes(read.at(-1)!.pos);
  return nameLike ? { value: rest, marked: marked || naming, preposition, naming } : null;
}

/** A job title, also one that names a person too ("store manager": "my manager" is a boss). */
const isJob = (value: string) => isJobTitle(value.toLowerCase()) || /\smanager$/i.test(value);

/** The slot a bare value fits by its kind: a number an age, a job title a job, a diet a diet, else a name-like slot Maya knows. */
function slotFitting({ value, preposition }: BareValue, known: readonly Fact[]): string | null {
  if (/^\d{1,3}$/.test(value)) return 'age';
  if (preposition === 'a' || preposition === 'an' || isJob(value)) return 'job';
  if (DIETS[value.toLowerCase()]) return 'diet';
  const named = known.filter((f) => NAMED_KINDS.has(slotKind(f.slot)));
  return named.length === 1 ? named[0]!.slot : null;
}

/**
 * A new value said without "not" ("sorry i meant cebu, thats where i grew up", "moved again, denver this time", "changed jobs,
 * now a teacher"): its slot is the one the rest of the message names or changes, else, when the message says it corrects
 * something, the one the value's kind fits.
 */
const mentions = (text: string, value: string) => {
  const words = value.replace(/[^\p{L}\d ]/gu, '').trim();
  return words !== '' && new RegExp(`\\b${words}\\b`, 'iu').test(text);
};

function restatedValue(plain: string, known: readonly Fact[], saidActually = false): Fact | null {
  if (sentencesOf(plain).some((s) => isQuestion(s) || splitAtQuestion(s).asked)) return null;
  const correcting = CORRECTING.test(plain) || saidActually;
  const clauses = plain
    .split(/[.!?;,:]\s*|\s(?=(?:and|but|so)\s)/)
    .map(withoutOpeners)
    .filter(Boolean);
  const candidates = clauses
    .map((clause, i) => ({ others: clauses.filter((_, j) => j !== i).join(', '), bare: bareValue(clause) }))
    // NOTE: a bare word after a comma is a value only when the message says it corrects ("scratch that, porto"), not "no, pizza".
    .filter((c): c is { others: string; bare: BareValue } => c.bare !== null && (c.bare.marked || correcting))
    .sort((a, b) => Number(b.bare.marked) - Number(a.bare.marked));
  for (const { others, bare } of candidates) {
    const changed = CHANGES.find(([re]) => re.test(others))?.[1];
    const named = others && (correcting || /\b(?:i|my|i'm)\b/i.test(others)) ? slotNamedIn(others) : null;
    // "i said lisbon but its porto": the slot of a value Maya knows that the rest of the message names.
    const mentioned = known.find((f) => f.value.toLowerCase() !== bare.value.toLowerCase() && mentions(others, f.value))?.slot;
    const slot = (bare.naming ? 'name' : null) ?? changed ?? mentioned ?? named ?? (correcting ? slotFitting(bare, known) : null);
    if (!slot || ['taste', 'partner', 'plan'].includes(slotKind(slot)) || (!changed && !known.some((f) => f.slot === slot))) continue;
    // "changed jobs, now at google": a job change that names no job names the workplace.
    const isTitle = slotFitting(bare, []) === 'job';
    if (slot === 'job' && !isTitle && PROMOTED.test(others)) continue;
    const kept = slot === 'job' && !isTitle ? 'workplace' : slot;
    return { slot: kept, value: kept === 'job' || kept === 'diet' ? bare.value.toLowerCase() : titleCase(bare.value) };
  }
  return null;
}

/** "its spelled ayesha", "spelt with a y: ayesha", "the spelling is ayesha": a name respelled. */
const SPELLED = /\b(?:spelled|spelt|spelling\s+is|spelling's|written)\s+(?:like\s+|as\s+)?(\p{L}[\p{L}'-]+)\s*$/iu;

/** Letters two spellings differ by (Levenshtein), to tell a respelling ("Ayesha" of "Aisha") from another name. */
function lettersApart(a: string, b: string): number {
  let row = [...Array(b.length + 1).keys()];
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length]!;
}

/** The known name or place the respelled value is a spelling of: the closest one, within half its letters. */
function respelled(plain: string, known: readonly Fact[]): Fact | null {
  const value = sentencesOf(plain)
    .map((s) => s.match(SPELLED)?.[1])
    .find(Boolean);
  if (!value) return null;
  const apart = (f: Fact) => lettersApart(f.value.toLowerCase(), value.toLowerCase());
  const closest = known
    .filter((f) => NAMED_KINDS.has(slotKind(f.slot)) && f.value.toLowerCase() !== value.toLowerCase())
    .filter((f) => apart(f) <= Math.max(2, Math.floor(f.value.length / 2)))
    .sort((a, b) => apart(a) - apart(b))[0];
  return closest ? { slot: closest.slot, value: titleCase(value.toLowerCase()) } : null;
}

/** The relations a break-up ends. */
const ROMANTIC = new Set(['partner', 'boyfriend', 'girlfriend', 'wife', 'husband', 'fiance', 'fiancee']);
/** "we broke up", "me and nadia split up", "i broke up with sam", "we got divorced"; not "my sister broke up with him". */
const BREAK_UP = new RegExp(
  String.raw`(?:^|[\s,.!?])(?:we|i|me\s+and\s+\p{L}+|\p{L}+\s+and\s+i)\s+(?:just\s+|finally\s+|have\s+|'ve\s+|had\s+)?` +
    String.raw`(?:broke\s+up|broken\s+up|split\s+up|separated|got\s+divorced|divorced)\b`,
  'iu',
);
/** "delete my ex", "forget about my ex-boyfriend": the partner who is an ex now. */
const EX = /\b(?:my\s+)?ex(?:-|\s)?(?:girlfriend|boyfriend|wife|husband|partner|gf|bf)?\b/i;
/** A person the request points at without naming ("delete her", "forget him"): the one the message names. */
const PERSON_PRONOUN = /^(?:her|him|them|that\s+person|this\s+person|that\s+guy|that\s+girl)$/i;

const romanticSlots = (known: readonly Fact[]) => known.filter((f) => slotKind(f.slot) === 'family' && ROMANTIC.has(f.slot.split(':')[1]!));
const namedIn = (text: string, facts: readonly Fact[]) =>
  facts.filter((f) => new RegExp(`\\b${f.value.replace(/[^\p{L}\d ]/gu, '')}\\b`, 'iu').test(text));

/** Slots a break-up or a request about an ex or "her" drops: the partner the message names, else every partner Maya knows. */
function partnersDropped(plain: string, target: string, known: readonly Fact[]): string[] {
  const aboutPerson = target && (EX.test(target) || PERSON_PRONOUN.test(target));
  if (!aboutPerson && !BREAK_UP.test(plain)) return [];
  const people = known.filter((f) => ['family', 'pet'].includes(slotKind(f.slot)));
  const named = namedIn(plain, people);
  if (named.length) return named.map((f) => f.slot);
  return PERSON_PRONOUN.test(target) ? [] : romanticSlots(known).map((f) => f.slot);
}

/**
 * What a message states, as Maya keeps it: its corrections first, then the facts it states in other slots, none of a slot it
 * forgets, each without the chat after it ("Toronto atm"), and none whose value cannot be its slot's ("Said 28" as an age, a name
 * with digits), whoever read it.
 */
export const statedFacts = (revision: Revision, extracted: readonly Fact[]): Fact[] =>
  [...revision.set, ...extracted.filter((f) => !revision.set.some((r) => r.slot === f.slot))]
    .filter((f) => !revision.forget.includes(f.slot))
    .map(withoutTrailingChat)
    .filter(isPlausibleFact)
    .map(withCanonicalSlot);

export function revisionOf(message: string, known: readonly Fact[]): Revision {
  const plain = casualToPlain(message);
  const forget: string[] = [];
  const target = forgetTarget(plain);
  if (target) {
    const named = slotNamedIn(target);
    // "forget about Lisbon", "what I told you about being a nurse": a value Maya knows names its slot.
    const mentioned = known.filter((f) => new RegExp(`\\b${f.value.replace(/[^\p{L}\d ]/gu, '')}\\b`, 'iu').test(target));
    const slots = [...factsOf(target).map((f) => f.slot), ...(named ? [named] : []), ...mentioned.map((f) => f.slot)];
    for (const slot of slots.flatMap((s) => [s, canonicalSlot(s)])) if (!forget.includes(slot)) forget.push(slot);
  }
  for (const slot of partnersDropped(plain, target, known)) if (!forget.includes(slot)) forget.push(slot);
  const set: Fact[] = [];
  const instead = correctedValue(plain);
  const old = instead && factNamed(instead.old, known);
  if (instead && old && slotKind(old.slot) !== 'taste') {
    const { value } = instead;
    set.push({ slot: old.slot, value: old.slot === 'job' || old.slot === 'diet' ? value.toLowerCase() : titleCase(value) });
  }
  const restated = !instead && !target ? (respelled(plain, known) ?? restatedValue(plain, known, ACTUALLY.test(message))) : null;
  if (restated) set.push(restated);
  return { forget, set: set.filter(isPlausibleFact) };
}
