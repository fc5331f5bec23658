import { FAMILY, HOBBY_NOUNS, JOB_ENDING, NAME_STOP, PETS, titleCase, type Fact } from './slots/memory-slots';
import { TRAIT_WORDS } from './slots/occupations';
import { MOVE_VERBS } from './slots/slot-lexicon';
import type { Word } from './reading';

/**
 * Facts said without "I" (issue 32 item 3, round 2): "software engineer in bangalore", "retired teacher", "electrician
 * by trade", "now in london for my masters", "name's kwame"; and where they work after the job ("an auditor at
 * deloitte", "an engineer working for siemens", "I work for the nhs as a midwife"). Pure over wink's words.
 */

/** Words after "at"/"for" that name no employer ("at the moment", "at home", "for years"). */
export const NOT_AN_EMPLOYER = new Set(
  (
    'moment home work night weekend weekends least time times year years airport hospital office shop store bank school factory ' +
    'warehouse restaurant cafe hotel gym station mall clinic pub bar library supermarket site farm'
  ).split(' '),
);
const NOT_A_PLACE_HERE = new Set(['bed', 'touch', 'shape', 'home', 'town', 'city', 'general', 'fact', 'love', 'charge', 'trouble']);
const NOUNISH = ['NOUN', 'PROPN'];
/** "from work", "from the gym": where they came back from today, not where they come from. */
const NOT_FROM_A_PLACE = new Set([
  ...NOT_A_PLACE_HERE,
  'work',
  'school',
  'gym',
  'uni',
  'college',
  'scratch',
  'today',
  'tomorrow',
  'now',
  'shop',
]);

export const isJobTitle = (job: string) => {
  const last = job.split(' ').at(-1) ?? '';
  // NOTE: "partner", "brother", "sister" end like a job; "a good cook", "a hard worker" are traits.
  return (
    Boolean(last) &&
    JOB_ENDING.test(last) &&
    !TRAIT_WORDS.has(job.split(' ')[0]!) &&
    !HOBBY_NOUNS.has(job) &&
    !HOBBY_NOUNS.has(last) &&
    !FAMILY[last] &&
    !PETS[last]
  );
};

/** Up to three nouns from `at` on, after an optional "the": "the nhs", "deloitte"; none after "a" (a generic place). */
function nounsFrom(words: Word[], at: number, skip: Set<string>): string {
  const start = words[at]?.lower === 'the' ? at + 1 : at;
  const out: string[] = [];
  for (let i = start; i < words.length && out.length < 3 && NOUNISH.includes(words[i]!.pos); i++) out.push(words[i]!.text);
  if (!out.length || out.some((w) => skip.has(w.toLowerCase()))) return '';
  // "larsen and toubro", "marks & spencer": a name in two parts, when the sentence ends after the second.
  const [and, second, after] = [words[start + out.length], words[start + out.length + 1], words[start + out.length + 2]];
  const joined = out.length === 1 && ['and', '&'].includes(and?.lower ?? '') && second && NOUNISH.includes(second.pos);
  return joined && (!after || after.pos === 'PUNCT') && !skip.has(second.lower) ? `${out[0]} and ${second.text}` : out.join(' ');
}
/** An employer title-cased, its "and" kept small ("Larsen and Toubro"). */
const employerName = (org: string) => titleCase(org).replace(/ And /g, ' and ');

/** "auditor at deloitte", "engineer working for siemens", "dev at google": the employer named right after the job. */
export function workplaceAfterJob(words: Word[], job: string | undefined): Fact[] {
  const last = job?.split(' ').at(-1);
  const at = words.findIndex((w) => w.lower === last);
  if (!last || at < 0) return [];
  const link = words[at + 1]?.lemma === 'work' ? at + 2 : at + 1;
  if (!['at', 'for', 'with'].includes(words[link]?.lower ?? '')) return [];
  const org = nounsFrom(words, link + 1, NOT_AN_EMPLOYER);
  return org ? [{ slot: 'workplace', value: employerName(org) }] : [];
}

/**
 * "I work for the nhs as a midwife", "been at deloitte 3 years as an auditor": a job after "as a" in a clause about
 * working; and the employer after "at"/"for"/"with" that the clause opens with ("been at deloitte").
 * NOTE: the lite model reads "work" at the start of a message as a noun ("work for the nhs as a physio").
 */
export function jobAfterWorkAs(words: Word[]): Fact[] {
  const at = words.findIndex((w, i) => w.lower === 'as' && /^an?$/.test(words[i + 1]?.lower ?? '') && i > 0);
  if (at < 0) return [];
  const before = words.slice(0, at);
  const working = before.findIndex((w) => w.lemma === 'work' && (w.pos === 'VERB' || before[0] === w || before[0]?.lower === 'i'));
  const been = before.findIndex((w, i) => w.lower === 'been' && ['at', 'with'].includes(before[i + 1]?.lower ?? '') && i <= 2);
  if (working < 0 && been < 0) return [];
  const job = words
    .slice(at + 2, at + 5)
    .filter((w, i, all) => all.slice(0, i + 1).every((v) => ['ADJ', ...NOUNISH].includes(v.pos)))
    .map((w) => w.lower)
    .join(' ');
  if (!isJobTitle(job)) return [];
  const link = been >= 0 ? been + 1 : working + 1;
  const org = ['at', 'for', 'with'].includes(words[link]?.lower ?? '') ? nounsFrom(words, link + 1, NOT_AN_EMPLOYER) : '';
  return [{ slot: 'job', value: job }, ...(org ? [{ slot: 'workplace', value: employerName(org) }] : [])];
}

/** "relocated from dublin to cork": where they moved to (wink reads "to cork" as a verb). */
export function movedFromTo(words: Word[]): Fact[] {
  const at = words.findIndex((w, i) => MOVE_VERBS.includes(w.lower) && words[i + 1]?.lower === 'from');
  const to = words.findIndex((w, i) => i > at + 2 && w.lower === 'to');
  const place = words[to + 1];
  if (at < 0 || to < 0 || !place || !/^\p{L}+$/u.test(place.text) || NOT_A_PLACE_HERE.has(place.lower)) return [];
  return [{ slot: 'home_city', value: titleCase(place.text) }];
}

/**
 * One clause without a subject or verb: "software engineer in bangalore", "retired teacher", "electrician by trade"
 * (a job, then where), "now in london" (where they live), "name is kwame" (their name).
 */
export function fragmentFacts(clause: Word[]): Fact[] {
  const words = clause.filter((w) => w.pos !== 'PUNCT');
  // "im jess, 31, from cardiff": a clause of only "from <place>" says where they come from.
  if (words[0]?.lower === 'from' && words.length <= 3 && words.slice(1).every((w) => NOUNISH.includes(w.pos))) {
    const place = nounsFrom(words, 1, NOT_FROM_A_PLACE);
    return place ? [{ slot: 'hometown', value: titleCase(place) }] : [];
  }
  if (/^(?:now|currently|still)$/.test(words[0]?.lower ?? '') && words[1]?.lower === 'in') {
    const place = nounsFrom(words, 2, NOT_A_PLACE_HERE);
    return place ? [{ slot: 'home_city', value: titleCase(place) }] : [];
  }
  const start = /^an?$/.test(words[0]?.lower ?? '') ? 1 : 0;
  // The job ends where its place or employer starts ("in leeds", "at lidl", "working for bosch", "by trade").
  const end = words.findIndex((w, i) => i >= start && (w.pos === 'ADP' || w.lower === 'working'));
  const said = end < 0 ? words : words.slice(0, end);
  if (said.some((w) => ['VERB', 'AUX', 'PRON'].includes(w.pos) && w.lower !== 'retired')) return nameFragment(words);
  const head = words.slice(start, end < 0 ? undefined : end);
  const job = head.map((w) => w.lower).join(' ');
  const rest = end < 0 ? [] : words.slice(end);
  if (head.length && head.length <= 3 && head.every((w) => ['ADJ', ...NOUNISH].includes(w.pos)) && isJobTitle(job)) {
    const place = ['in', 'near'].includes(rest[0]?.lower ?? '') ? nounsFrom(rest, 1, NOT_A_PLACE_HERE) : '';
    return [{ slot: 'job', value: job }, ...(place ? [{ slot: 'home_city', value: titleCase(place) }] : [])];
  }
  return [];
}
const nameFragment = (words: Word[]): Fact[] =>
  words[0]?.lower === 'name' && words[1]?.lower === 'is' && words[2] && !NAME_STOP.has(words[2].lower) && words.length <= 4
    ? [{ slot: 'name', value: titleCase(words[2].text) }]
    : [];

/** Verbs of doing one's work: a clause with one of them, or with the job, tells where the person works and lives. */
const WORK_VERBS = new Set([
  'work',
  'fix',
  'teach',
  'run',
  'own',
  'manage',
  'repair',
  'drive',
  'serve',
  'cook',
  'build',
  'design',
  'nurse',
]);
/** What may follow the place and still end the clause ("in seoul at the moment", "in warsaw since 2019", "in lima now"). */
const TIME_TAIL = new Set(['at', 'now', 'currently', 'since', 'for', 'these', 'atm', 'right', 'nowadays', 'today', 'full', 'part']);
const pastTense = (w: Word) =>
  ['VERB', 'AUX'].includes(w.pos) &&
  w.lower !== w.lemma &&
  !/(?:ing|s)$/.test(w.lower) &&
  !['am', 'are', "'m", "'re", 'been'].includes(w.lower);

/**
 * "working as accountant in a bank in warsaw", "i fix cars in my own garage in accra", "teaching english in seoul at the
 * moment": the last "in <place>" of a present clause about their work is where they live. NOTE: "a bank", "my garage" are
 * no place: the place follows "in" directly.
 */
export function placeEndingWorkClause(words: Word[], job: string | undefined): Fact[] {
  if (!job) return [];
  const last = job.split(' ').at(-1);
  const clauses: Word[][] = [[]];
  for (const w of words)
    if (w.pos === 'PUNCT' || w.pos === 'CCONJ') clauses.push([]);
    else clauses.at(-1)!.push(w);
  for (const clause of clauses) {
    const subject = clause.find((w) => ['PRON', 'NOUN', 'PROPN'].includes(w.pos));
    const aboutWork = clause.some((w) => w.lower === last || (WORK_VERBS.has(w.lemma) && w.pos === 'VERB') || /ing$/.test(w.lower));
    if (!aboutWork || clause.some(pastTense) || (subject?.pos === 'PRON' && !['i', 'we'].includes(subject.lower))) continue;
    const at = clause.findLastIndex((w, i) => w.lower === 'in' && NOUNISH.includes(clause[i + 1]?.pos ?? ''));
    const place = clause[at + 1];
    const end = clause[at + 2];
    if (at < 0 || !place || NOT_A_PLACE_HERE.has(place.lower) || NOT_AN_EMPLOYER.has(place.lower)) continue;
    if (!end || TIME_TAIL.has(end.lower)) return [{ slot: 'home_city', value: titleCase(place.text) }];
  }
  return [];
}
