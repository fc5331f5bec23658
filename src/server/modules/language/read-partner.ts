import { itemKey, type Fact } from './slots/memory-slots';
import type { Reading, Word } from './reading';

/** Who a person may be looking for ("someone", "a guy", "my partner"). */
const PARTNER = new Set([
  'someone',
  'somebody',
  'partner',
  'guy',
  'guys',
  'girl',
  'girls',
  'man',
  'men',
  'woman',
  'women',
  'person',
  'match',
  'boyfriend',
  'girlfriend',
  'husband',
  'wife',
  'lady',
  'ladies',
  'gentleman',
  'gal',
  'bloke',
]);
/** Words that say the person wants them (lemmas); "met", "liked" are stories, not wishes. */
const WANT = new Set([
  'want',
  'look',
  // "lookin for a guy…": the dropped g that the lite model reads as a noun.
  'lookin',
  "lookin'",
  'searchin',
  'like',
  'love',
  'prefer',
  'need',
  'hope',
  'find',
  'date',
  'meet',
  'wish',
  'seek',
  'search',
  'into',
  'attract',
  'ideal',
  'ideally',
  'dream',
  'perfect',
]);
/** "my partner would be …", "my partner must …": a wish about a partner they do not have yet. */
const WISHED = new Set(['would', 'should', 'must', 'has', 'needs']);
const REQUIRED = new Set(['must', 'should']);
const STORY = new Set(['met', 'liked', 'loved', 'found', 'dated', 'wanted']);
/** Liking something: the thing is what they want the partner to like. */
const LIKING = new Set(['like', 'love', 'enjoy', 'into', 'adore', 'hate', 'dislike']);
/** Saying no: kept to the chunk, because wink's negation flag runs on past "and" ("never smokes and reads"). */
const NEGATORS = new Set(["n't", 'not', 'never', 'no']);
/** Words that join a quality to the partner and carry nothing themselves. */
const GLUE = new Set([
  'who',
  'that',
  "'s",
  'is',
  'are',
  'be',
  'would',
  'should',
  'could',
  'to',
  'a',
  'an',
  'the',
  'really',
  'very',
  'just',
  'also',
  ':',
  'must',
]);

const joinWords = (words: Word[]) =>
  words
    .map((w) => w.text)
    .join(' ')
    .replace(/ n't\b/g, "n't")
    .replace(/ 's\b/g, "'s");
/** "like" → "likes": the partner is "someone who likes …". */
const thirdPerson = (w: Word) =>
  w.pos === 'VERB' && w.text.toLowerCase() === w.lemma && !/ing$/.test(w.lemma)
    ? `${w.lemma}${/(sh|ch|s|x|o)$/.test(w.lemma) ? 'es' : 's'}`
    : w.text;

/**
 * "he must love dogs", "she has to like cats", "he needs to be tall": what the partner must be or like, said of "he"/"she".
 * NOTE: "he must be tired", "she should be here soon" guess or tell; only liking, or "has/needs to be", asks for it.
 */
function requiredOfHimOrHer(words: Word[]): number {
  // "has to be tall", "needs to love dogs": the same requirement said without "he"/"she".
  const at = ['he', 'she'].includes(words[0]?.lower ?? '') ? 1 : 0;
  const [first, second, third, fourth] = [words[at]?.lower ?? '', words[at + 1], words[at + 2], words[at + 3]];
  if (at === 1 && REQUIRED.has(first) && LIKING.has(second?.lemma ?? '')) return 2;
  const mustTo = ['has', 'needs', 'got', 'gotta'].includes(first) && second?.lower === 'to';
  const quality = fourth && ['ADJ', 'DET', 'NOUN'].includes(fourth.pos) && !NOT_A_QUALITY.has(fourth.lower);
  if (mustTo && (LIKING.has(third?.lemma ?? '') || (third?.lemma === 'be' && quality))) return at + 2;
  return -1;
}
/** "she has to be home by six", "he needs to be back": where, not what the partner is like. */
const NOT_A_QUALITY = new Set(['home', 'back', 'there', 'here', 'time', 'work', 'school', 'bed']);
/** The present tense of "a woman who wants kids", "a guy who is tall"; "a man who lived next door" tells a story. */
const presentVerb = (w: Word | undefined) =>
  Boolean(w) &&
  (['is', "'s", 'has', 'does', "doesn't", 'can', 'will', 'would'].includes(w!.lower) ||
    (['VERB', 'NOUN'].includes(w!.pos) && /[^s]s$/.test(w!.lower)));
/** "a woman who wants kids someday", "kind man who cooks": the message is the partner described, and nothing else. */
const describedAlone = (words: Word[], at: number) =>
  words.slice(0, at).every((w) => ['a', 'an'].includes(w.lower) || w.pos === 'ADJ') &&
  ((['who', 'that'].includes(words[at + 1]?.lower ?? '') && presentVerb(words[at + 2])) || withSomething(words, at + 1));
/** "a man with a stable job", "someone with a good heart": what the partner has. */
const withSomething = (words: Word[], at: number) =>
  words[at]?.lower === 'with' && words.slice(at + 1).some((w) => w.pos === 'NOUN' || w.pos === 'PROPN');
/** Words that open a wish about "he"/"she" ("ideally she is into gaming too"); "hopefully he calls" hopes for an event. */
const WISHING_OPENERS = new Set(['ideally', 'preferably']);

/** "someone asked me today", "a guy came up to me": a verb in the past tells what someone did, not who is wanted. */
const toldOf = (w: Word | undefined) =>
  Boolean(w) && w!.pos === 'VERB' && (STORY.has(w!.lower) || (w!.lower !== w!.lemma && /ed$/.test(w!.lower)) || PAST.has(w!.lower));
const PAST = new Set('came went said told saw took gave made got left texted called asked sent'.split(' '));

/** Where the description of the partner starts, or -1 when the sentence wants no one. */
function descriptionStart(words: Word[]): number {
  // "must love dogs", "must be a non-smoker": a requirement said without anyone named.
  if (REQUIRED.has(words[0]?.lower ?? '') && (LIKING.has(words[1]?.lemma ?? '') || words[1]?.lemma === 'be')) return 1;
  const required = requiredOfHimOrHer(words);
  if (required > 0) return required;
  if (WISHING_OPENERS.has(words[0]?.lower ?? '') && ['he', 'she'].includes(words[1]?.lower ?? '')) return 2;
  // "my type is someone creative": "my type" wants whoever it names.
  const myType = (w: Word, i: number) => w.lower === 'type' && words[i - 1]?.lower === 'my';
  const at = words.findLastIndex((w, i) => PARTNER.has(w.lower) || myType(w, i));
  if (at < 0) return -1;
  // "i'm after someone laid back": "after" wants only after "am".
  const wants = (w: Word, i: number) =>
    ((WANT.has(w.lemma) || WANT.has(w.lower)) && !STORY.has(w.lower)) || (w.lower === 'after' && words[i - 1]?.lemma === 'be');
  const wanted =
    (at === 0 && !toldOf(words[1])) ||
    describedAlone(words, at) ||
    myType(words[at]!, at) ||
    words.slice(0, at).some((w, i) => wants(w, i) || myType(w, i)) ||
    WISHED.has(words[at + 1]?.lower ?? '') ||
    (words[at + 1]?.lower === 'i' && words.slice(at + 1, at + 5).some((w, i) => wants(w, at + 1 + i)));
  if (!wanted) return -1;
  // "the person I am looking for is gentle": the description follows the verb "is".
  if (words[at + 1]?.lower === 'i') {
    const is = words.findIndex((w, i) => i > at + 1 && w.lemma === 'be');
    return is < 0 ? -1 : is + 1;
  }
  return at + 1;
}

/** "kind curious loves travel" (a list typed without commas) → "kind", "curious", "loves travel": each quality before the verb. */
function qualitiesBeforeVerb(chunk: Word[]): Word[][] {
  const at = chunk.findIndex((w) => w.pos === 'VERB' && /[^s]s$/.test(w.lower) && w.lemma !== w.lower);
  const before = chunk.slice(0, at);
  if (at < 1 || !before.every((w) => ['ADJ', 'NOUN'].includes(w.pos) && !GLUE.has(w.lower))) return [chunk];
  return [...before.map((w) => [w]), chunk.slice(at)];
}

/** "is calm and likes the outdoors" → ["is calm", "likes the outdoors"]: one quality each, the verb carried over a list. */
function qualities(words: Word[]): Fact[] {
  const chunks: Word[][] = [[]];
  for (const w of words) {
    if (w.lower === 'i' || w.lower === 'please' || (w.lower === 'would' && chunks.flat().length > 0)) break;
    // "spontaneous who likes road trips": a quality before "who" is one of its own.
    const who = ['who', 'that'].includes(w.lower) && chunks.at(-1)!.length > 0;
    if (w.pos === 'CCONJ' || w.lower === ',' || w.lower === 'but' || who) chunks.push([]);
    else if (w.pos !== 'PUNCT' || w.lower === "n't") chunks.at(-1)!.push(w);
  }
  const facts: Fact[] = [];
  let liking: Word | null = null;
  chunks.splice(0, chunks.length, ...chunks.flatMap(qualitiesBeforeVerb));
  const said = (verb: Word, negated: boolean) =>
    // NOTE: after "has to", the lite model may read "like" as a preposition; a liking is still a verb.
    negated
      ? `doesn't ${verb.lemma}`
      : verb.lemma === 'into'
        ? 'is into'
        : thirdPerson(LIKING.has(verb.lower) ? { ...verb, pos: 'VERB' } : verb);
  for (const raw of chunks) {
    const chunk = raw.filter((w, i) => !(GLUE.has(w.lower) && raw.slice(0, i).every((p) => GLUE.has(p.lower))));
    if (!chunk.length) continue;
    const negated = raw.some((w) => NEGATORS.has(w.lower));
    const verb = chunk.find((w) => (w.pos === 'VERB' && w.lemma !== 'do') || LIKING.has(w.lemma));
    const head = chunk[0]!;
    const rest = verb ? joinWords(chunk.slice(chunk.indexOf(verb) + 1)) : '';
    const things = chunk.filter((w) => w.pos === 'NOUN' || w.pos === 'PROPN');
    if (verb && LIKING.has(verb.lemma) && things.length) {
      liking = verb;
      facts.push({ slot: `partner:${itemKey(joinWords(things))}`, value: `${said(verb, negated)} ${rest}` });
    } else if (!verb && liking && things.length && head.pos !== 'ADJ') {
      facts.push({ slot: `partner:${itemKey(joinWords(chunk))}`, value: `${said(liking, false)} ${joinWords(chunk)}` });
    } else if (verb && !/ing$/.test(verb.text) && chunk.filter((w) => w.lemma !== 'do' && !NEGATORS.has(w.lower))[0] === verb) {
      facts.push({ slot: `partner:${verb.lemma}`, value: `${said(verb, negated)} ${rest}`.trim() });
    } else if (['who', 'that'].includes(raw[0]?.lower ?? '') && chunk.length === 1 && /[^s]s$/.test(head.lower)) {
      // "a man who cooks": the lite model reads the verb as a plural noun.
      facts.push({ slot: `partner:${itemKey(head.lower)}`, value: head.lower });
    } else {
      const noun = head.pos === 'NOUN' && chunk.length > 1 && chunk.at(-1)!.pos === 'NOUN';
      facts.push({ slot: `partner:${itemKey(joinWords(chunk))}`, value: `is ${noun ? 'a ' : ''}${joinWords(chunk)}` });
    }
  }
  return facts.filter((f) => /^partner:[a-z][a-z -]{0,38}[a-z]$/.test(f.slot)).slice(0, 4);
}

/**
 * What the person wants in a partner ("I want someone who is calm and likes the outdoors"):
 * `partner:<quality>` facts, never their own taste or hobby.
 */
export function partnerOf(reading: Reading): Fact[] {
  const breakers = dealBreakers(reading.words);
  if (breakers.length) return breakers;
  const said = reading.words
    .map((w) => w.lower)
    .join(' ')
    .replace(/ (n't|'s)\b/g, '$1')
    .replace(/ - /g, '-');
  const wish = [...mustHave(said), ...refused(said)];
  if (wish.length) return wish;
  const kind = kindWanted(reading.words);
  if (kind.length) return kind;
  const start = descriptionStart(reading.words);
  if (start < 0) return [];
  const described = reading.words.slice(start);
  return withSomething(described, 0) ? possessions(described.slice(1)) : qualities(described);
}

/** Each part of a list, split at commas and "and"/"or". */
function listParts(words: Word[]): Word[][] {
  const parts: Word[][] = [[]];
  for (const w of words)
    if (w.pos === 'CCONJ' || w.lower === ',') parts.push([]);
    else if (w.pos !== 'PUNCT') parts.at(-1)!.push(w);
  return parts.filter((p) => p.length);
}

/** "a stable job and a good sense of humour" → "has a stable job", "has a good sense of humour". */
function possessions(words: Word[]): Fact[] {
  // "someone with ambition would be great": what they have ends where a verb starts.
  const end = words.findIndex(
    (w) => ['AUX', 'VERB'].includes(w.pos) || (w.pos === 'PRON' && !['his', 'her', 'their'].includes(w.lower)) || w.lower === 'please',
  );
  return listParts(end < 0 ? words : words.slice(0, end))
    .filter((part) => part.some((w) => w.pos === 'NOUN' || w.pos === 'PROPN'))
    .map((part) => ({ slot: `partner:${itemKey(joinWords(part))}`, value: `has ${joinWords(part)}` }))
    .filter((f) => /^partner:[a-z][a-z -]{0,38}[a-z]$/.test(f.slot))
    .slice(0, 4);
}

/**
 * "deal breaker: smokers", "dealbreakers are liars and cheaters", "my deal breaker is drugs": what the partner must not
 * be or do. NOTE: "deal breaker" ends like a job (-er): read here, it is never the person's job.
 */
function dealBreakers(words: Word[]): Fact[] {
  const at = words.findIndex(
    (w, i) => /^dealbreakers?$/.test(w.lower) || (w.lower === 'deal' && /^breakers?$/.test(words[i + 1]?.lower ?? '')),
  );
  if (at < 0) return [];
  const from = words.findIndex((w, i) => i > at && (w.lower === ':' || w.lemma === 'be' || w.lower === '-'));
  if (from < 0) return [];
  return listParts(words.slice(from + 1).filter((w) => !['a', 'an', 'the', 'for', 'me'].includes(w.lower)))
    .filter((part) => part.every((w) => ['NOUN', 'PROPN', 'ADJ', 'VERB'].includes(w.pos)))
    .map((part) => {
      const key = itemKey(joinWords(part));
      return { slot: `partner:no ${key}`, value: /(?:er|ar|or)$/.test(key) ? `isn't a ${key}` : `isn't into ${joinWords(part)}` };
    })
    .filter((f) => /^partner:[a-z][a-z -]{0,38}[a-z]$/.test(f.slot))
    .slice(0, 4);
}

/** A person ("a non smoker", "a good listener") or a quality ("honesty", "a sense of humour"), not a thing one needs oneself ("coffee"). */
const PERSON_OR_QUALITY = /(?:[a-z]{3}(?:er|or|ist)|ness|ty|ity|ism|ion|humou?r|manners|values)$/;
const asWish = (thing: string): Fact | null => {
  const quality = thing.replace(/^(?:a|an|the|some)\s+/, '').trim();
  if (!PERSON_OR_QUALITY.test(quality) || quality.split(' ').length > 4) return null;
  const person = /(?:er|or|ist)$/.test(quality) && !/humou?r$/.test(quality);
  return { slot: `partner:${itemKey(quality)}`, value: person ? `is a ${quality}` : `has ${quality}` };
};
/**
 * "a non smoker is a must for me", "honesty is non-negotiable", "kindness is essential": a quality said first, its need after.
 * NOTE: "coffee is a must for me" is the person's own need: only a person or a quality is a wish.
 */
function mustHave(said: string): Fact[] {
  const m = said.match(
    new RegExp(
      String.raw`^(?:for me ,? )?([a-z][a-z' -]*?) (?:is|are) (?:a |an |absolutely |totally )?` +
        String.raw`(?:must|must-have|must have|non-negotiable|non negotiable|essential|requirement|necessity)\b(?: for me)?\s*[.!]*$`,
    ),
  );
  const wish = m ? asWish(m[1]!) : null;
  return wish ? [wish] : [];
}
/** Plural words in -ers that are no people ("no worries", "no others"). */
const NOT_PEOPLE = new Set(
  'others answers numbers orders offers matters letters papers flowers powers waters errors doors floors corners'.split(' '),
);
/** "smoking is a dealbreaker", "smokers are a no go", "no smokers please": what the partner must not be or do. */
function refused(said: string): Fact[] {
  const after = said.match(
    /^([a-z][a-z' -]*?) (?:is|are) (?:a |an |an absolute |a total |a big )?(?:deal ?breakers?|no[- ]go|hard no)\b(?: for me)?\s*[.!]*$/,
  );
  const no = said.match(/^no ([a-z]+(?:ers|ors))(?: please| pls| thanks)?\s*[.!]*$/);
  const thing = after?.[1] ?? (no && !NOT_PEOPLE.has(no[1]!) ? no[1] : null);
  if (!thing || thing.split(' ').length > 3 || /^(?:it|that|this|he|she|they)\b/.test(thing)) return [];
  const key = itemKey(thing);
  return [{ slot: `partner:no ${key}`, value: /(?:er|ar|or)$/.test(key) ? `isn't a ${key}` : `isn't into ${thing}` }];
}

/** "i'm into tall guys", "i like sporty girls": the qualities said before the partner word that ends the sentence. */
function kindWanted(words: Word[]): Fact[] {
  const said = words.filter((w) => w.pos !== 'PUNCT');
  const last = said.length - 1;
  if (last < 2 || !PARTNER.has(said[last]!.lower) || said[last]!.lower.endsWith('one') || said[last]!.lower.endsWith('body')) return [];
  let from = last;
  while (from > 0 && said[from - 1]!.pos === 'ADJ') from--;
  const want = said[from - 1];
  if (from === last || !want || !(LIKING.has(want.lemma) || WANT.has(want.lemma)) || STORY.has(want.lower)) return [];
  // "my sister likes tall guys" is her taste: only the person's own wish ("i", "i'm", or no subject).
  if (!said.slice(0, from - 1).every((w) => ['i', 'am', 'really', 'just', 'so', 'usually', 'only', 'mostly'].includes(w.lower))) return [];
  return said.slice(from, last).map((w) => ({ slot: `partner:${itemKey(w.lower)}`, value: `is ${w.lower}` }));
}
