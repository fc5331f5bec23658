import { FAMILY, HOBBY_NOUNS, titleCase, type Fact } from './slots/memory-slots';
import { NOT_AN_EMPLOYER as NO_EMPLOYER_AFTER_JOB } from './read-fragments';
import { OCCUPATION_HEADS, OCCUPATION_TITLES, RANKS, TRAIT_WORDS as QUALITY } from './slots/occupations';

/**
 * Jobs and workplaces read with the occupation lexicon (issue 32 item 3, round 5), over one plain sentence in lowercase
 * words: "i am (a) <job>", "work(ing) as/like (a) <job>", "started as (a) <job>", "<job> at|for|with <org>", "working
 * at <org>", "i drive a bus for translink", and a job alone in a comma list after a name or an age ("jun, 27, seaman").
 */

/** Words that may stand before a head and name the kind of job ("bus driver", "safari guide"): letters only, not these. */
const NOT_A_MODIFIER = new Set(
  (
    'a an the my your his her our their this that of in at for with and or but to from as is am are was be very so really ' +
    'just also still now not no i me it its'
  ).split(' '),
);
/** Phrases that end like a job and are none ("a role model", "a people pleaser", "a team player"). */
const NOT_A_JOB = new Set(['role model', 'super model', 'supermodel', 'back seat driver', 'backseat driver', 'slave driver']);

const isWord = (w: string | undefined): w is string => Boolean(w) && /^[a-z][a-z'-]*$/.test(w!);

/** The job that starts at `at` and how many words it takes: a listed title, or up to two modifiers and a head. */
export function occupationAt(words: readonly string[], at: number): { title: string; size: number } | null {
  if (QUALITY.has(words[at] ?? '')) return null;
  for (let size = 4; size >= 1; size--) {
    const span = words.slice(at, at + size);
    if (span.length < size || !span.every(isWord)) continue;
    const title = span.join(' ');
    const last = span.at(-1)!;
    const known = OCCUPATION_TITLES.has(title) || OCCUPATION_TITLES.has(span.slice(1).join(' ')) || OCCUPATION_HEADS.has(last);
    const modifiers = span.slice(0, -1);
    const listedTail = OCCUPATION_TITLES.has(span.slice(-2).join(' ')) || OCCUPATION_TITLES.has(span.slice(-3).join(' '));
    if (!known && !listedTail) continue;
    if (modifiers.some((m) => NOT_A_MODIFIER.has(m) || QUALITY.has(m) || FAMILY[m])) continue;
    if (size > 3 && !RANKS.has(span[0]!)) continue;
    if (NOT_A_JOB.has(title) || HOBBY_NOUNS.has(title) || HOBBY_NOUNS.has(last) || FAMILY[last]) return null;
    return { title, size };
  }
  return null;
}

/** Jobs that are first names or surnames too: without "a" they are no proof ("i am mason, 25"). */
const NAME_LIKE = new Set('mason porter butler baker cook coach judge guide model miner fisher tailor potter weaver steward'.split(' '));

/** The job right after `at` (an "a"/"an" skipped), when it ends there: at a clause break, a link or the sentence's end. */
function jobFrom(words: readonly string[], at: number): { title: string; end: number } | null {
  const article = /^an?$/.test(words[at] ?? '');
  const start = article ? at + 1 : at;
  for (let size = 4; size >= 1; size--) {
    const found = occupationAt(words.slice(0, start + size), start);
    if (!found || found.size !== size || (!article && NAME_LIKE.has(found.title))) continue;
    const next = words[start + size];
    if (next === undefined || JOB_ENDS.has(next)) return { title: found.title, end: start + size };
  }
  return null;
}
/** What may follow a job: a clause break, where or for whom ("in houston", "at tesco", "working for l&t"). */
const JOB_ENDS = new Set(
  ', . ! ; and but so at for with in near from since working based who here there now atm too as of lol haha tbh'.split(' '),
);

/** Words after "at"/"for"/"with" that name no employer (read-fragments.ts's, and more: "with my parents", "for fun"). */
const NOT_AN_EMPLOYER = new Set([
  ...NO_EMPLOYER_AFTER_JOB,
  ...(
    'a an my our your his her their some this that the months ages now fun free living money me us them it him you nights ' +
    'shift shifts uni college company firm startup start-up business call center centre agency depot salon studio lab garage ' +
    'kitchen nursery daycare plant mine yard dock docks port myself yourself kids children people animals clients customers ' +
    'patients students pupils team colleagues family friends best great amazing lovely nice good awesome wonderful horses dogs ' +
    'cats computers cars'
  ).split(' '),
]);
/** Words that end an employer's name ("tesco stacking shelves", "infosys since 2019", "larsen and toubro in chennai"). */
const EMPLOYER_ENDS = new Set(
  ', . ! ; and but so in as since for at now atm part full nights days weekends lol haha tbh near on from which who where'.split(' '),
);
/** "and partners", "& co", "and sons": the second half of a name joined by "and". */
const JOINED_TAIL = /^(?:partners|co|sons|daughters|associates|company|friends|toubro|spencer|johnson|gamble|young|noble)$/;

/** The employer named from `at` on: up to three words, "the" dropped; "larsen and toubro", "foster and partners" kept whole. */
export function employerFrom(words: readonly string[], at: number): string {
  const start = words[at] === 'the' ? at + 1 : at;
  if (NOT_AN_EMPLOYER.has(words[at] ?? '') && words[at] !== 'the') return '';
  const out: string[] = [];
  for (let i = start; i < words.length && out.length < 3; i++) {
    const w = words[i]!;
    if (EMPLOYER_ENDS.has(w) || !/^[a-z0-9][a-z0-9'&.-]*$/.test(w) || /ing$/.test(w) || /^\d+$/.test(w)) {
      const joined = ['and', '&'].includes(w) && out.length === 1 && JOINED_TAIL.test(words[i + 1] ?? '');
      if (!joined) break;
      out.push('and', words[i + 1]!);
      break;
    }
    out.push(w);
  }
  if (!out.length || NOT_AN_EMPLOYER.has(out[0]!) || NOT_AN_EMPLOYER.has(out.at(-1)!)) return '';
  return titleCase(out.join(' ')).replace(/ And /g, ' and ');
}

/** Lowercase words and punctuation of a plain sentence ("i'm" and "im" read as "i am"). */
export const jobWords = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\b(?:i'm|im)\b/g, 'i am')
    .replace(/([,.!?;])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);

/** Vehicles one drives for a living ("i drive a bus for translink" → bus driver). */
const VEHICLES = new Set('bus taxi cab truck lorry van train tram forklift ambulance tractor coach minibus'.split(' '));
/** Words that may stand between "work(ing)" and "at" ("work night shifts at tesco", "work part time at lidl"). */
const WORK_FILLER = new Set('night nights day days shifts shift part full time weekends evenings mornings currently still now'.split(' '));
const isWorkVerb = (w: string | undefined) => w === 'work' || w === 'working' || w === 'works';

/** Words that make a clause about someone else ("my friend got a job as a pilot", "she started as a nurse"). */
const SOMEONE_ELSE = new Set('he she they hes shes theyre his her their you u ur your friend who'.split(' '));
const CLAUSE_BREAKS = new Set([',', '.', '!', ';', 'and', 'but', 'so']);
/** The clause up to `at` is about the person: no one else is its subject, and "my" owns only the job ("my job as a nurse"). */
function ownClause(words: readonly string[], at: number): boolean {
  let start = at;
  while (start > 0 && !CLAUSE_BREAKS.has(words[start - 1]!)) start--;
  const clause = words.slice(start, at);
  return !clause.some((w, k) => SOMEONE_ELSE.has(w) || (w === 'my' && !['job', 'work', 'career', 'new'].includes(clause[k + 1] ?? '')));
}

/** The job and the employer one sentence states. */
export function jobFacts(sentence: string): Fact[] {
  const words = jobWords(sentence);
  const found: Fact[] = [];
  const add = (slot: string, value: string) => value && !found.some((f) => f.slot === slot) && found.push({ slot, value });
  words.forEach((w, i) => {
    const prev = words[i - 1];
    // "i am nail technician", "i am a civil engineer"; "working as safari guide", "work like programmer", "started as a junior architect"
    const iAm = w === 'am' && prev === 'i';
    const asJob = (w === 'as' || (w === 'like' && isWorkVerb(prev))) && (isWorkVerb(prev) || prev === 'started' || prev === 'job');
    const job = iAm || (asJob && ownClause(words, i)) ? jobFrom(words, i + 1) : null;
    if (job) {
      add('job', job.title);
      if (['at', 'for', 'with'].includes(words[job.end] ?? '')) add('workplace', employerFrom(words, job.end + 1));
      if (words[job.end] === 'working' && ['at', 'for', 'with'].includes(words[job.end + 1] ?? ''))
        add('workplace', employerFrom(words, job.end + 2));
    }
    // "working at infosys", "i work night shifts at tesco": the employer after work and at/for/with.
    if (
      isWorkVerb(w) &&
      ownClause(words, i) &&
      (prev === undefined || ['i', 'and', ',', 'am', 'been', 'now', 'currently', 'still'].includes(prev))
    ) {
      let k = i + 1;
      while (WORK_FILLER.has(words[k] ?? '') && k < i + 4) k++;
      if (['at', 'for', 'with'].includes(words[k] ?? '')) add('workplace', employerFrom(words, k + 1));
    }
    // "i drive a bus for translink"
    if (w === 'drive' && prev === 'i' && /^an?$/.test(words[i + 1] ?? '') && VEHICLES.has(words[i + 2] ?? '')) {
      add('job', `${words[i + 2]} driver`);
      if (words[i + 3] === 'for') add('workplace', employerFrom(words, i + 4));
    }
  });
  return found;
}

/** "hi im jun, 27 yrs old, seaman, from iloilo": a job alone between commas, when a name or an age was said in the list. */
export function listedJob(sentence: string, known: ReadonlyMap<string, string>): Fact[] {
  if (!known.has('name') && !known.has('age')) return [];
  const items = sentence
    .toLowerCase()
    .split(/\s*,\s*/)
    .map((item) => item.trim());
  if (items.length < 3) return [];
  for (const item of items.slice(1)) {
    const words = item.replace(/[.!]+$/, '').split(/\s+/);
    const job = jobFrom(words, 0);
    if (job && job.end === words.length) return [{ slot: 'job', value: job.title }];
  }
  return [];
}
