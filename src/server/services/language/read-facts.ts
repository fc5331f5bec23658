import { casualToPlain, clausesOf, isQuestion, splitAtQuestion, withoutOpeners } from '@shared/domain/companion/casual-text';
import { asksToForget } from '@shared/domain/companion/forget-request';
import {
  extractFacts,
  FAMILY,
  HOBBY_NOUNS,
  JOB_ENDING,
  NAME_STOP,
  PETS,
  slotKind,
  titleCase,
  type Fact,
} from '@shared/domain/companion/memory-slots';
import { partnerOf } from './read-partner';
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
]);
/** "I teach": the doing names the job. */
const DOER: Record<string, string> = { teach: 'teacher', nurse: 'nurse', code: 'developer', program: 'programmer' };

const clauseStart = (words: Word[], at: number) => {
  let i = at;
  while (i > 0 && words[i - 1]!.pos !== 'PUNCT' && words[i - 1]!.pos !== 'CCONJ') i--;
  return i;
};
/** The person is the clause's subject, or it has none ("moved to Hamburg last year"); not "my sister moved to Paris". */
function ownClause(words: Word[], at: number): boolean {
  const subject = words.slice(clauseStart(words, at), at).find((w) => ['PRON', 'NOUN', 'PROPN', 'VERB', 'AUX'].includes(w.pos));
  return !subject || subject.pos === 'VERB' || subject.pos === 'AUX' || subject.lower === 'i' || subject.lower === 'we';
}
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
const isJob = (job: string) => {
  const last = job.split(' ').at(-1) ?? '';
  return Boolean(job) && JOB_ENDING.test(last) && !HOBBY_NOUNS.has(job) && !HOBBY_NOUNS.has(last);
};

/** "a software developer in munich": the place after the job, when the sentence ends there. */
function placeAfterJob(words: Word[], job: string | undefined): Fact[] {
  const last = job?.split(' ').at(-1);
  const at = words.findIndex((w, i) => w.lower === 'in' && words[i - 1]?.lower === last);
  const place = words[at + 1];
  const end = words[at + 2];
  if (at < 0 || !place || !['PROPN', 'NOUN'].includes(place.pos) || NOT_A_PLACE.has(place.lower)) return [];
  return !end || end.pos === 'PUNCT' || end.pos === 'CCONJ' ? [{ slot: 'home_city', value: titleCase(place.text) }] : [];
}

/** What the parts of speech and the custom entities add to the phrase rules in one sentence. */
function readWords({ words, entities }: Reading): Fact[] {
  const found: Fact[] = [];
  for (const e of entities) {
    if (!(e.type === 'job' || e.type === 'role' ? ownJob(words, e.start) : ownClause(words, e.start))) continue;
    if (e.type === 'home' && wishedMove(words, e.start)) continue;
    if (e.type === 'home' || e.type === 'from') {
      const place = placeWords(words, e.start + 1, e.end).map((w) => w.text);
      if (place.length) found.push({ slot: e.type === 'home' ? 'home_city' : 'hometown', value: titleCase(place.join(' ')) });
    }
    if (e.type === 'job') {
      const job = jobWords(words, e.start, e.end);
      if (job && !HOBBY_NOUNS.has(job)) found.push({ slot: 'job', value: job });
    }
    const role = e.type === 'role' ? jobWords(words, e.start, e.end) : '';
    if (isJob(role)) found.push({ slot: 'job', value: role });
  }
  words.forEach((w, i) => {
    const next = words[i + 1];
    const after = words[i + 2];
    // "I am 29", "turned 35"; "I am priya, 27"; not "since I was 12"
    if (next?.pos === 'NUM' && /^\d{2}$/.test(next.text) && (w.lemma === 'turn' || (w.lower === 'am' && words[i - 1]?.lower === 'i')))
      if (!after || !/^(minute|hour|km|kg|mile|euro|dollar|pound|percent|%)/.test(after.lower))
        found.push({ slot: 'age', value: next.text });
    if (w.pos === 'PUNCT' && next?.pos === 'NUM' && /^\d{2}$/.test(next.text) && found.some((f) => f.slot === 'name'))
      found.push({ slot: 'age', value: next.text });
    // "I am priya," at the start of a message or a clause ("my dog is asleep, and I am priya, 27"): a name, not a state or a job.
    const opening = i - clauseStart(words, i) <= 3;
    if (w.lemma === 'be' && words[i - 1]?.lower === 'i' && opening && next && (next.pos === 'PROPN' || next.pos === 'NOUN'))
      if ((!after || after.pos === 'PUNCT') && !NAME_STOP.has(next.lower) && !JOB_ENDING.test(next.lower) && next.lower.length >= 2)
        found.push({ slot: 'name', value: titleCase(next.text) });
    // "I teach math"
    if (DOER[w.lemma] && w.pos === 'VERB' && words[i - 1]?.lower === 'i') found.push({ slot: 'job', value: DOER[w.lemma]! });
    // "I have been a firefighter", "I became a pilot"
    if ((w.lower === 'been' || w.lemma === 'become') && /^an?$/.test(next?.lower ?? '') && ownClause(words, i)) {
      const job = jobWords(words, i + 1, Math.min(words.length - 1, i + 4))
        .split(' ')
        .slice(0, 3)
        .join(' ');
      if (isJob(job)) found.push({ slot: 'job', value: job });
    }
    // "my sister lena is visiting", "my cat luna": a relative's or pet's name written in lowercase.
    const relation = FAMILY[next?.lower ?? ''] ? 'family' : PETS[next?.lower ?? ''] ? 'pet' : null;
    if (w.lower === 'my' && relation && after && (after.pos === 'PROPN' || after.pos === 'NOUN') && after.lower.length >= 3) {
      const then = words[i + 3];
      if ((!then || ['AUX', 'VERB', 'ADP', 'PUNCT', 'CCONJ'].includes(then.pos)) && !NAME_STOP.has(after.lower)) {
        const key = relation === 'family' ? FAMILY[next!.lower]! : PETS[next!.lower]!;
        found.push({ slot: `${relation}:${key}`, value: titleCase(after.lower) });
      }
    }
  });
  return found;
}

/** The phrase rules on the sentence, then on each of its clauses for what the sentence left unsaid ("…, and been vegan for years"). */
function ruledFacts(sentence: string): Fact[] {
  const facts = extractFacts(sentence);
  const clauses = clausesOf(sentence);
  if (clauses.length > 1)
    for (const clause of clauses) for (const f of extractFacts(clause)) if (!facts.some((g) => g.slot === f.slot)) facts.push(f);
  return facts;
}

/**
 * The facts a message states about the person (the offline engine): the phrase rules on the
 * message in plain spelling, then what wink-nlp reads where the rules found nothing for a slot.
 * A partner preference is never the person's own taste. Questions state nothing, nor does the
 * question a sentence ends in ("i'm a nurse, and which city am i in").
 */
export function factsOf(message: string): Fact[] {
  const bySlot = new Map<string, string>();
  for (const sentence of sentencesOf(casualToPlain(message)).map(withoutOpeners)) {
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
  }
  return [...bySlot.entries()].map(([slot, value]) => ({ slot, value: value.slice(0, 120) }));
}
