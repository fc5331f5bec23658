import { casualToPlain, clausesOf, isQuestion, splitAtQuestion, withoutOpeners } from './casual-text';
import { asksToForget } from './forget-request';
import {
  extractFacts,
  FAMILY,
  HOBBY_NOUNS,
  isPlausibleFact,
  JOB_ENDING,
  NAME_STOP,
  PETS,
  slotKind,
  titleCase,
  type Fact,
} from './slots/memory-slots';
import { EVERYDAY_JOBS, MOVE_VERBS } from './slots/slot-lexicon';
import { fragmentFacts, isJobTitle, jobAfterWorkAs, movedFromTo, placeEndingWorkClause, workplaceAfterJob } from './read-fragments';
import { jobFacts, listedJob } from './read-jobs';
import { introducedName, relativeNameIs } from './read-names';
import { partnerOf } from './read-partner';
import { placesToFix } from './read-places';
import { nameEndingLikeAJob, shapeFacts } from './read-shapes';
import { readSentence, sentencesOf, type Reading, type Word } from './reading';

/** Words after "live in" that are no place ("I live in a flat", "moved here", "based in town"). */
const NOT_A_PLACE = new Set([
  'here',
  'there',
  'town',
  'city',
  'area',
  'flat',
  'house',
  'home',
  'country',
  'countryside',
  'suburbs',
  'center',
  'centre',
  'uni',
  'college',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'january',
  'february',
  'september',
  'october',
  'november',
  'december',
  'spring',
  'summer',
  'autumn',
  'winter',
  'fall',
  'training',
  'marketing',
  'sales',
  'finance',
  'tech',
  'healthcare',
  'education',
  'retail',
  'person',
  'general',
  // "staying in bed", "living in fear"
  'bed',
  'touch',
  'shape',
  'contact',
  'tonight',
  'fear',
  'hope',
  'peace',
  'denial',
]);
/** "I teach": the doing names the job. */
const DOER: Record<string, string> = { teach: 'teacher', nurse: 'nurse', code: 'developer', program: 'programmer', study: 'student' };
/** "teaching english in seoul", "nursing at st mary's": a clause that opens with the doing names the job. */
const DOING: Record<string, string> = {
  teaching: 'teacher',
  tutoring: 'tutor',
  nursing: 'nurse',
  bartending: 'bartender',
  waitressing: 'waitress',
  lecturing: 'lecturer',
  nannying: 'nanny',
  freelancing: 'freelancer',
  consulting: 'consultant',
  plumbing: 'plumber',
  accounting: 'accountant',
  hairdressing: 'hairdresser',
  catering: 'caterer',
  farming: 'farmer',
  studying: 'student',
};
/** Words that may stand between the subject and the doing ("been teaching", "currently nursing"). */
const BEFORE_DOING = new Set(['i', 'am', 'been', 'still', 'now', 'currently', 'have', 'was', 'started', 'just']);
/** After the doing, what is taught or where: "teaching english", "nursing in leeds"; not "teaching my son to swim". */
function doingJob(words: Word[], i: number): string | null {
  const job = DOING[words[i]!.lower];
  const next = words[i + 1];
  if (!job || words.slice(clauseStart(words, i), i).some((w) => !BEFORE_DOING.has(w.lower))) return null;
  if (next && (next.pos === 'PRON' || next.pos === 'DET' || next.pos === 'VERB')) return null;
  return job;
}

const clauseStart = (words: Word[], at: number) => {
  let i = at;
  while (i > 0 && words[i - 1]!.pos !== 'PUNCT' && words[i - 1]!.pos !== 'CCONJ') i--;
  return i;
};
/** The person is the clause's subject, or it has none ("moved to Hamburg last year"); not "my sister moved to Paris". */
function ownClause(words: Word[], at: number): boolean {
  const start = clauseStart(words, at);
  const subject = words.slice(start, at).find((w) => ['PRON', 'NOUN', 'PROPN', 'VERB', 'AUX'].includes(w.pos));
  return (
    !subject ||
    subject.pos === 'VERB' ||
    subject.pos === 'AUX' ||
    subject.lower === 'i' ||
    subject.lower === 'we' ||
    jointSubject(words, start)
  );
}
/** "me and my partner sam live in bristol", "me and the kids moved to york": the person is one of the subject. */
const jointSubject = (words: Word[], start: number) =>
  words[start - 1]?.lower === 'and' && ['me', 'i'].includes(words[start - 2]?.lower ?? '') && clauseStart(words, start - 2) === start - 2;
/** Words that make a move a wish or a plan ("thinking of moving to Canada", "want to live in Rome"), not where they live. */
const WISHING = new Set([
  'think',
  'plan',
  'want',
  'hope',
  'consider',
  'dream',
  'wish',
  'might',
  'may',
  'would',
  'could',
  'will',
  'maybe',
  'someday',
]);
const wishedMove = (words: Word[], at: number) => words.slice(clauseStart(words, at), at).some((w) => WISHING.has(w.lemma));
/** Words that put a move in the future ("moving to lisbon next month", "moving to york in june", "relocating soon"). */
const LATER = new Set([
  'next',
  'soon',
  'tomorrow',
  'later',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]);
/** "I'm moving to Lisbon next month": a plan, not where they live yet. NOTE: "moved", "live" are never later. */
const movingLater = (words: Word[], start: number, end: number) =>
  /ing$/.test(words[start]!.lower) &&
  MOVE_VERBS.includes(words[start]!.lower) &&
  words.slice(end + 1, end + 4).some((w) => LATER.has(w.lower) && w.pos !== 'PUNCT');
/** The move as a plan: "move to lisbon next month", to the end of its clause. */
function movePlan(words: Word[], start: number): string {
  const end = words.findIndex((w, i) => i > start && (w.pos === 'PUNCT' || w.pos === 'CCONJ'));
  return ['move', ...words.slice(start + 1, end < 0 ? undefined : end).map((w) => w.text)].join(' ');
}
/** "as a nurse I …", "my job as a nurse", "got a job as a nurse" are theirs; "my friend got a job as a pilot" is not. */
function ownJob(words: Word[], at: number): boolean {
  const clause = words.slice(clauseStart(words, at), at);
  const subject = clause.findIndex((w) => ['PRON', 'NOUN', 'PROPN', 'VERB', 'AUX', 'ADP'].includes(w.pos));
  const w = clause[subject];
  if (!w || ['VERB', 'AUX', 'ADP'].includes(w.pos) || w.lower === 'i' || w.lower === 'we') return true;
  return w.lower === 'my' && ['job', 'work', 'career', 'new'].includes(clause[subject + 1]?.lower ?? words[at]!.lower);
}

const placeWords = (words: Word[], from: number, to: number) =>
  words.slice(from, to + 1).filter((w) => (w.pos === 'PROPN' || w.pos === 'NOUN') && !NOT_A_PLACE.has(w.lower));

/** "as a graphic designer", "job as a nurse": the trailing nouns and adjectives, without articles and pronouns. */
function jobWords(words: Word[], from: number, to: number): string {
  const span = words.slice(from, to + 1);
  const start = span.findIndex((w) => w.lower === 'a' || w.lower === 'an');
  return span
    .slice(start + 1)
    .filter((w) => w.pos === 'NOUN' || w.pos === 'ADJ' || w.pos === 'PROPN')
    .map((w) => w.lower)
    .join(' ');
}
/** Words between a job and its place ("a plumber up in glasgow", "a nurse based in leeds", "a chef near lyon"). */
const PLACE_LINK = /^(?:in|near|up in|down in|out in|over in|based in)$/;
/** "a software developer in munich": the place after the job, when the sentence ends there. */
function placeAfterJob(words: Word[], job: string | undefined): Fact[] {
  const last = job?.split(' ').at(-1);
  const after = words.findIndex((w, i) => w.lower === last && i > 0) + 1;
  const link = [1, 2].find((n) =>
    PLACE_LINK.test(
      words
        .slice(after, after + n)
        .map((w) => w.lower)
        .join(' '),
    ),
  );
  if (!last || after <= 0 || !link) return [];
  const place = words[after + link];
  const end = words[after + link + 1];
  if (!place || !['PROPN', 'NOUN'].includes(place.pos) || NOT_A_PLACE.has(place.lower)) return [];
  return !end || end.pos === 'PUNCT' || end.pos === 'CCONJ' ? [{ slot: 'home_city', value: titleCase(place.text) }] : [];
}

/** "i am mechanic", "im software engineer, …": one or two words, the last an everyday job, then the clause ends. */
function bareJobAfterIAm(words: Word[], i: number): string | null {
  if (words[i]?.lower !== 'am' || words[i - 1]?.lower !== 'i') return null;
  const head = words.slice(i + 1, i + 3);
  const size = EVERYDAY_JOBS.includes(head[0]?.lower ?? '') ? 1 : EVERYDAY_JOBS.includes(head[1]?.lower ?? '') ? 2 : 0;
  const end = words[i + 1 + size];
  if (!size || head.slice(0, size).some((w) => !['NOUN', 'ADJ', 'PROPN'].includes(w.pos))) return null;
  // NOTE: "i am civil engineer working for l&t": the job may end where the employer starts.
  if (end && !['PUNCT', 'CCONJ', 'ADP', 'SCONJ'].includes(end.pos) && !['working', 'based'].includes(end.lower)) return null;
  return head
    .slice(0, size)
    .map((w) => w.lower)
    .join(' ');
}

/** Words after "my sister is" that say how she is, not who ("my brother is gay", "my dad is single"). */
const STATE_NOUNS = new Set([
  'gay',
  'straight',
  'single',
  'vegan',
  'vegetarian',
  'twins',
  'everything',
  'nothing',
  'deaf',
  'blind',
  'adopted',
  'unemployed',
  'divorced',
  'engaged',
  'dead',
  'alive',
  'best',
  'worst',
  'sick',
  'ill',
  'late',
  'right',
  'wrong',
]);
const endsClause = (w: Word | undefined) => !w || ['PUNCT', 'CCONJ'].includes(w.pos);
const couldBeAName = (word: string) =>
  word.length >= 3 && !NAME_STOP.has(word) && !STATE_NOUNS.has(word) && !FAMILY[word] && !PETS[word] && !isJobTitle(word);
/** "my daughter is amara and my son is leo": a name in lowercase after "my <relative or pet> is", ending the clause. */
function relativeNamedLowercase(words: Word[]): Fact[] {
  const found: Fact[] = [];
  words.forEach((w, i) => {
    const rel = words[i + 1]?.lower ?? '';
    const relation = FAMILY[rel] ? 'family' : PETS[rel] ? 'pet' : null;
    const [is, named] = [words[i + 2], words[i + 3]];
    if (w.lower !== 'my' || !relation || is?.lower !== 'is' || !named || !['NOUN', 'PROPN'].includes(named.pos)) return;
    // "my wife is maria jose and …": a two-word first name, when both words could be names.
    const size = endsClause(words[i + 4]) ? 1 : ['NOUN', 'PROPN'].includes(words[i + 4]!.pos) && endsClause(words[i + 5]) ? 2 : 0;
    const name = words.slice(i + 3, i + 3 + size);
    if (!size || !name.every((n) => couldBeAName(n.lower))) return;
    found.push({
      slot: `${relation}:${relation === 'family' ? FAMILY[rel] : PETS[rel]}`,
      value: name.map((n) => titleCase(n.text)).join(' '),
    });
  });
  return found;
}

/** "best friend", "other half": a relation said in two words; else the one word. */
function relationAt(words: Word[], at: number): { key: string; size: number } | null {
  const two = `${words[at]?.lower ?? ''} ${words[at + 1]?.lower ?? ''}`;
  if (FAMILY[two]) return { key: `family:${FAMILY[two]}`, size: 2 };
  if (PETS[two]) return { key: `pet:${PETS[two]}`, size: 2 };
  const one = words[at]?.lower ?? '';
  return FAMILY[one] ? { key: `family:${FAMILY[one]}`, size: 1 } : PETS[one] ? { key: `pet:${PETS[one]}`, size: 1 } : null;
}
/** Words after "my dog", "our cat" that name something of theirs, not them ("our dog walker", "my cat food"). */
const NOT_A_PET_NAME = new Set(
  'walker sitter groomer food bowl bed toy lead leash park house hair fur friend life time day days year years photo pic'.split(' '),
);
/** "cooks", "walks": a verb the lite model reads as a plural noun ("my husband marco cooks every sunday"). */
const verbReadAsPlural = (w: Word) => w.pos === 'NOUN' && w.lower !== w.lemma && /[^s]s$/.test(w.lower);
/**
 * "my sister lena is visiting", "my little brother arjun keeps …", "our hamster nugget escaped", "my other half dave":
 * a relative's or pet's name in lowercase, right after the relation.
 */
function relativeNamed(words: Word[], i: number): Fact | null {
  if (!['my', 'our'].includes(words[i]!.lower)) return null;
  const modifiers = words.slice(i + 1, i + 3).findIndex((v) => v.pos !== 'ADJ' || relationAt(words, i + 1));
  if (modifiers < 0) return null;
  const relation = relationAt(words, i + 1 + modifiers);
  if (!relation) return null;
  const named = words[i + 1 + modifiers + relation.size];
  const then = words[i + 2 + modifiers + relation.size];
  // NOTE: "my sister lives in paris": the lite model reads "lives" as the plural of "life"; a plural is no name.
  const plural = named && named.lower !== named.lemma && named.lower.endsWith('s');
  if (!named || !['PROPN', 'NOUN'].includes(named.pos) || named.lower.length < 3 || plural || NAME_STOP.has(named.lower)) return null;
  if (then && !['AUX', 'VERB', 'ADP', 'PUNCT', 'CCONJ', 'ADV'].includes(then.pos) && !verbReadAsPlural(then)) return null;
  if (FAMILY[named.lower] || PETS[named.lower] || EVERYDAY_JOBS.includes(named.lower) || NOT_A_PET_NAME.has(named.lower)) return null;
  return { slot: relation.key, value: titleCase(named.lower) };
}

/** Verbs of a job done for someone ("i drive for uber", "i deliver for deliveroo", "i write for the guardian"). */
const DOER_FOR: Record<string, string> = { drive: 'driver', deliver: 'courier', ride: 'courier', write: 'writer', clean: 'cleaner' };
/** Words after "for" that are no employer ("drive for a living", "write for fun", "clean for my mum"). */
const NOT_AN_EMPLOYER_FOR = new Set([
  'fun',
  'hours',
  'ages',
  'years',
  'money',
  'free',
  'work',
  'hire',
  'people',
  'friends',
  'family',
  'living',
]);
/** Words that end an employer's name ("i drive for lyft part time", "for uber nights"). */
const AFTER_EMPLOYER = new Set(['part', 'full', 'nights', 'days', 'weekends', 'now', 'atm', 'mostly', 'sometimes']);
/** "i drive for uber": the job the verb names, and the employer after "for". */
function doerFor(words: Word[], i: number): Fact[] {
  const job = DOER_FOR[words[i]!.lemma];
  if (!job || words[i - 1]?.lower !== 'i' || words[i + 1]?.lower !== 'for') return [];
  const at = words[i + 2]?.lower === 'the' ? i + 3 : i + 2;
  const org = words
    .slice(at, at + 2)
    .filter((w, k, all) =>
      all.slice(0, k + 1).every((v) => ['NOUN', 'PROPN'].includes(v.pos) && (v === all[0] || !AFTER_EMPLOYER.has(v.lower))),
    );
  if (!org.length || org.some((w) => NOT_AN_EMPLOYER_FOR.has(w.lower) || FAMILY[w.lower])) return [];
  return [
    { slot: 'job', value: job },
    { slot: 'workplace', value: titleCase(org.map((w) => w.text).join(' ')) },
  ];
}

/** What the parts of speech and the custom entities add to the phrase rules in one sentence. */
function readWords({ words, entities }: Reading): Fact[] {
  const found: Fact[] = [];
  for (const e of entities) {
    if (!(e.type === 'job' || e.type === 'role' ? ownJob(words, e.start) : ownClause(words, e.start))) continue;
    if (e.type === 'home' && wishedMove(words, e.start)) continue;
    if (e.type === 'home' && movingLater(words, e.start, e.end)) {
      found.push({ slot: 'plan', value: movePlan(words, e.start) });
      continue;
    }
    if (e.type === 'home' || e.type === 'from') {
      const place = placeWords(words, e.start + 1, e.end).map((w) => w.text);
      if (place.length) found.push({ slot: e.type === 'home' ? 'home_city' : 'hometown', value: titleCase(place.join(' ')) });
    }
    if (e.type === 'job') {
      const job = jobWords(words, e.start, e.end);
      if (job && !HOBBY_NOUNS.has(job)) found.push({ slot: 'job', value: job });
    }
    const role = e.type === 'role' ? jobWords(words, e.start, e.end) : '';
    if (isJobTitle(role)) found.push({ slot: 'job', value: role });
  }
  words.forEach((w, i) => {
    const next = words[i + 1];
    const after = words[i + 2];
    // "I am 29", "turned 35"; "I am priya, 27"; not "since I was 12"
    if (
      next?.pos === 'NUM' &&
      /^\d{2}$/.test(next.text) &&
      ((w.lemma === 'turn' && ownClause(words, i)) || (w.lower === 'am' && words[i - 1]?.lower === 'i'))
    )
      if (!after || !/^(minute|hour|km|kg|mile|euro|dollar|pound|percent|%)/.test(after.lower))
        found.push({ slot: 'age', value: next.text });
    const named = found.some((f) => f.slot === 'name') || (words[i - 2]?.lower === 'is' && words[i - 3]?.lower === 'name');
    if (w.pos === 'PUNCT' && next?.pos === 'NUM' && /^\d{2}$/.test(next.text) && named) found.push({ slot: 'age', value: next.text });
    // "I am priya," at the start of a message or a clause ("my dog is asleep, and I am priya, 27"): a name, not a state or a job.
    const opening = i - clauseStart(words, i) <= 3;
    if (w.lemma === 'be' && words[i - 1]?.lower === 'i' && opening && next && (next.pos === 'PROPN' || next.pos === 'NOUN'))
      // "im agnieszka i live in wroclaw": a new clause may start right after the name, without a comma.
      if ((!after || after.pos === 'PUNCT' || after.text === 'I') && !NAME_STOP.has(next.lower) && next.lower.length >= 2)
        if (!JOB_ENDING.test(next.lower) || nameEndingLikeAJob(next.lower)) found.push({ slot: 'name', value: titleCase(next.text) });
    // "hey im priya 27 living in london": the name said before the age, without a comma.
    if (w.lemma === 'be' && words[i - 1]?.lower === 'i' && opening && next && after?.pos === 'NUM' && /^\d{2}$/.test(after.text))
      if ((next.pos === 'PROPN' || next.pos === 'NOUN') && !NAME_STOP.has(next.lower) && !isJobTitle(next.lower) && next.lower.length >= 2)
        found.push({ slot: 'name', value: titleCase(next.text) }, { slot: 'age', value: after.text });
    // "so i am mechanic, i fix cars": an everyday job said without "a".
    const bareJob = bareJobAfterIAm(words, i);
    if (bareJob) found.push({ slot: 'job', value: bareJob });
    found.push(...doerFor(words, i));
    // "I teach math"
    if (DOER[w.lemma] && w.pos === 'VERB' && words[i - 1]?.lower === 'i') found.push({ slot: 'job', value: DOER[w.lemma]! });
    const doing = doingJob(words, i);
    if (doing) found.push({ slot: 'job', value: doing });
    // "I have been a firefighter", "I became a pilot"
    if ((w.lower === 'been' || w.lemma === 'become') && /^an?$/.test(next?.lower ?? '') && ownClause(words, i)) {
      const job = jobWords(words, i + 1, Math.min(words.length - 1, i + 4))
        .split(' ')
        .slice(0, 3)
        .join(' ');
      if (isJobTitle(job)) found.push({ slot: 'job', value: job });
    }
    // "my sister lena is visiting", "my little brother arjun keeps …", "my cat luna": a relative's or pet's name in lowercase.
    const relative = relativeNamed(words, i);
    if (relative) found.push(relative);
  });
  found.push(...relativeNamedLowercase(words));
  found.push(...jobAfterWorkAs(words));
  if (!found.some((f) => f.slot === 'home_city') && !words.some((w) => WISHING.has(w.lemma))) found.push(...movedFromTo(words));
  return found;
}

/** A sentence's clauses as wink's words, split at punctuation and "and/but". */
function clauseWords(words: Word[]): Word[][] {
  const out: Word[][] = [[]];
  for (const w of words)
    if (w.pos === 'PUNCT' || w.pos === 'CCONJ') out.push([]);
    else out.at(-1)!.push(w);
  return out.filter((c) => c.length);
}

/** The phrase rules on the sentence, then on each of its clauses for what the sentence left unsaid ("…, and been vegan for years"). */
function ruledFacts(sentence: string): Fact[] {
  const facts = extractFacts(sentence);
  const clauses = clausesOf(sentence);
  if (clauses.length > 1)
    for (const clause of clauses) for (const f of extractFacts(clause)) if (!facts.some((g) => g.slot === f.slot)) facts.push(f);
  return facts;
}

/** "a teacher's pet", "a driver's nightmare": the job word names someone else's, not the person's job. */
const possessed = (plain: string, job: string) =>
  new RegExp(
    `\\b${job
      .split(' ')
      .at(-1)!
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:'s|’s)\\s`,
    'i',
  ).test(plain);

/**
 * The facts a message states about the person (the offline engine): the phrase rules on the
 * message in plain spelling, then what wink-nlp reads where the rules found nothing for a slot.
 * A partner preference is never the person's own taste. Questions state nothing, nor does the
 * question a sentence ends in ("i'm a nurse, and which city am i in").
 */
export function factsOf(message: string): Fact[] {
  const bySlot = new Map<string, string>();
  const plain = casualToPlain(message);
  // A clause without "I" ("software engineer in bangalore") is about the person when the message is, or opens it.
  const aboutSelf = /\b(?:i|i'm|my|me)\b/i.test(plain);
  let opening = true;
  for (const sentence of sentencesOf(plain).map(withoutOpeners)) {
    // "forget that I live in Lisbon" states nothing either (read-revision.ts).
    if (isQuestion(sentence) || asksToForget(sentence)) continue;
    const { said } = splitAtQuestion(sentence);
    if (!said) continue;
    const reading = readSentence(said);
    const partner = partnerOf(reading);
    const rules = ruledFacts(said).filter((f) => !(partner.length && slotKind(f.slot) === 'taste'));
    for (const f of rules) bySlot.set(f.slot, f.value);
    const read = readWords(reading);
    const job = rules.find((f) => f.slot === 'job')?.value ?? read.find((f) => f.slot === 'job')?.value;
    // A place said after the job ("a chef in Lyon") is where they live only when nothing else says so.
    const place = read.some((f) => f.slot === 'home_city') || bySlot.has('home_city') ? [] : placeAfterJob(reading.words, job);
    for (const f of [...read, ...place, ...partner]) if (!rules.some((r) => r.slot === f.slot)) bySlot.set(f.slot, f.value);
    clauseWords(reading.words).forEach((clause, i) => {
      // NOTE: a message that already told something about the person is about them ("grew up in oslo, now in bergen").
      const own = aboutSelf || bySlot.size > 0 || (opening && i === 0);
      if (!partner.length && own) for (const f of fragmentFacts(clause)) if (!bySlot.has(f.slot)) bySlot.set(f.slot, f.value);
    });
    // The occupation lexicon (read-jobs.ts): jobs and employers the rules above missed.
    if (!partner.length)
      for (const f of [...jobFacts(said), ...listedJob(said, bySlot)]) if (!bySlot.has(f.slot)) bySlot.set(f.slot, f.value);
    for (const f of workplaceAfterJob(reading.words, bySlot.get('job'))) if (!bySlot.has(f.slot)) bySlot.set(f.slot, f.value);
    for (const f of placeEndingWorkClause(reading.words, bySlot.get('job'))) if (!bySlot.has(f.slot)) bySlot.set(f.slot, f.value);
    if (!partner.length) for (const f of shapeFacts(said)) if (!bySlot.has(f.slot)) bySlot.set(f.slot, f.value);
    for (const f of relativeNameIs(said)) if (!bySlot.has(f.slot)) bySlot.set(f.slot, f.value);
    if (!partner.length) for (const f of placesToFix(said, bySlot)) bySlot.set(f.slot, f.value);
    opening = false;
  }
  // "hey im joao from recife, 31": a name the shape after it makes one (read-names.ts), said at the start.
  if (!isQuestion(sentencesOf(plain)[0] ?? ''))
    for (const f of introducedName(message)) if (!bySlot.has(f.slot)) bySlot.set(f.slot, f.value);
  // NOTE: a value that is no name, place or age ("Name", "From Konya") is worse than none: it is never stated.
  return [...bySlot.entries()]
    .map(([slot, value]) => ({ slot, value: value.slice(0, 120) }))
    .filter((f) => isPlausibleFact(f) && !(f.slot === 'job' && possessed(plain, f.value)));
}
