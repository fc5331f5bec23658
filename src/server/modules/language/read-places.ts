import { titleCase, type Fact } from './slots/memory-slots';
import { placeAt, placeKey, shortFormOf } from './places';

/**
 * Where the person lives (home_city) and comes from (hometown), read with the gazetteer of places.ts:
 * a known place right after a cue in a clause about the person. Works on lowercase chat, where
 * wink-nlp's parts of speech fail ("grew up in el paso, now im out in tucson").
 */

/** Clause breaks: punctuation, "and", "but", "so", "though", "while", "then". */
const CLAUSE_BREAK = /[,;:!?()]|\.(?:\s|$)|\s(?:and|but|so|though|although|while|whereas|then|because|cause|cuz|coz)\s/i;

/** One pattern from alternatives kept one to a line. */
const anyOf = (...alternatives: string[]) => new RegExp(alternatives.join('|'));

/** Words between a cue and the place: "a small town called tralee", "the city of cork", "the outskirts of leeds". */
const FILLER = anyOf(
  '(?:^| )(?:(?:a|the|this) )?(?:(?:small|little|tiny|big|quiet|nice) )?(?:town|city|village|place|suburb|area|island|country) (?:called|named|of)$',
  '(?:^| )the outskirts of$',
  '(?:^| )the$',
);

/** Words after "im" that are no name: "im back from london", "im home from work", "im coming from leeds". */
const NOT_A_NAME_BEFORE_FROM =
  '(?:back|home|away|just|only|still|not|also|far|fresh|straight|free|off|out|here|there|safe|miles|hours|days|so|very|really|' +
  'originally|orig|originaly|actually|recently|currently|visiting|returning|coming|flying|driving|calling|writing|texting|' +
  'messaging|travelling|traveling|walking|running|moving|[a-z]+ing)\\b';
/** A cue ending right before the place that says where they come from. */
const ORIGIN_CUE = anyOf(
  '(?:^|\\b(?:im|am|are|were|originally|orig|come|comes|came|hail|hails|is|was|family|parents|roots) )from$',
  '\\b(?:grew up|brought up|born|born raised|raised|bred) (?:in|near|outside|around|outside of)$',
  '\\bback home in$',
  // "hey im joao from recife", "i am baraka from arusha": a name, then where they come from.
  `^(?:(?:hi|hey|hello|hiya|yo|so) )?(?:im|i am) (?!${NOT_A_NAME_BEFORE_FROM})[a-z]{3,} from$`,
  '\\bhome ?town(?: is| was)?(?: in)?$',
);
/** A cue ending right before the place that says where they live now. */
const HOME_CUE = anyOf(
  '\\b(?:live|living|based|settled|reside|residing|stay|staying)(?: (?:here|over|back|down|up|out|now))? (?:in|near|outside|outside of|just outside)$',
  '\\b(?:moved|relocated|shifted|settled)(?: (?:here|over|back|down|up|out))? (?:to|into)$',
  '\\bbased out of$',
  '\\b(?:im|am|were|we are|now|currently|still)(?: (?:now|currently|still|living|based|settled))? (?:(?:up|out|down|over|back) )?(?:in|near)$',
  '\\b(?:up|out|down|over) in$',
  '\\bhome (?:is|for me is)(?: in)?$',
  '\\bcall (?:\\w+ )?home$',
);
/** After the place: it is where they live now ("tucson now", "adelaide rn") or where they were born ("cork born and raised"). */
const NOW_AFTER = /^(?:now|rn|atm|currently|these days|nowadays|at the moment)\b/;
const BORN_AFTER = /^(?:born raised|is my hometown|is where i grew up)\b/;

/** The clause is a wish, a plan or a trip: not where they live ("moving to lisbon next month", "going to japan"). */
const NOT_NOW = new RegExp(
  `\\b(?:${[
    'want|wanna|wants|wish|hope|hoping|plan|plans|planning|thinking|considering|might|maybe|would|could|will|gonna|going|heading|headed',
    'visit|visiting|visited|trip|holiday|holidays|vacation|travel|travelling|traveling|fly|flying|flight',
    'next|tomorrow|tonight|soon|someday|weekend|moving|relocating|dream|dreaming|if|lived|used to|went',
  ].join('|')})\\b`,
);
/** The one a clause is about when it is not the person ("my sister lives in paris", "a guy from texas"). */
const SOMEONE_ELSE =
  /\b(?:he|she|they|hes|shes|theyre|his|her|their|my|your|ur|you|u|who|whos|guy|girl|man|woman|someone|somebody|friend|people|everyone)\b/;
const SELF = /\b(?:i|im|ive|me|we|were|weve|us|our)\b/;
/** "me and my partner sam live in bristol", "my wife and i moved to york": the person is one of the subject (joined by "&"). */
const JOINT = /\b(?:me|i) & |& (?:i|me)\b/;

/** The person is who the words before the cue are about: "i", a fragment ("grew up in oslo"), or "me and my partner". */
function aboutThePerson(before: string): boolean {
  const other = before.search(SOMEONE_ELSE) >= 0 ? lastMatch(before, SOMEONE_ELSE) : -1;
  if (other < 0 || JOINT.test(before)) return true;
  return lastMatch(before, SELF) > other;
}
const lastMatch = (text: string, re: RegExp) => {
  let at = -1;
  for (const m of text.matchAll(new RegExp(re.source, 'g'))) at = m.index;
  return at;
};

interface Found {
  slot: 'home_city' | 'hometown';
  value: string;
}

/** The place facts of one clause, lowercase words split at spaces. */
function clausePlaces(clause: string): Found[] {
  const raw = clause.split(/\s+/).filter(Boolean);
  const words = raw.map(placeKey);
  const found: Found[] = [];
  for (let i = 0; i < words.length; i++) {
    const place = placeAt(words, i);
    if (!place) continue;
    const before = words.slice(0, i).join(' ').replace(FILLER, '').trim();
    const after = words.slice(i + place.length).join(' ');
    const slot = slotByCue(before, after);
    const clauseEnds = !after || NOW_AFTER.test(after);
    const cued = ORIGIN_CUE.test(before) || HOME_CUE.test(before);
    if (slot && aboutThePerson(before) && ((!place.common && !place.small) || (cued && clauseEnds))) {
      const spelled = raw
        .slice(i, i + place.length)
        .join(' ')
        .replace(/[.'’]+$/, '');
      found.push({ slot, value: shortFormOf(place.key) ?? titleCase(spelled) });
    }
    i += place.length - 1;
  }
  return found;
}

/** Which slot the cue around a place names, or null when there is none. */
function slotByCue(before: string, after: string): Found['slot'] | null {
  if (BORN_AFTER.test(after) && !before) return 'hometown';
  if (ORIGIN_CUE.test(before)) return /\b(?:moved|relocated|shifted)\b/.test(before) ? null : 'hometown';
  if (NOT_NOW.test(`${before} ${after}`)) return null;
  if (HOME_CUE.test(before)) return 'home_city';
  return null;
}

/** Where the person lives and comes from in one sentence (a message's sentence, already in plain spelling). */
export function placeFacts(sentence: string): Fact[] {
  const found: Fact[] = [];
  const clauses = sentence
    .toLowerCase()
    .replace(/\bi'm\b/g, 'im')
    .replace(/\bwe're\b/g, 'were')
    // NOTE: joined so that the clause split at "and" keeps them whole.
    .replace(/\bborn (?:and|&|n) (?:raised|bred)\b/g, 'born raised')
    .replace(/\b(me|i) and (my|our)\b/g, '$1 & $2')
    .replace(/\b(my \w+(?: \w+)?) and (i|me)\b/g, '$1 & $2')
    .split(CLAUSE_BREAK);
  for (const clause of clauses) for (const f of clausePlaces(clause ?? '')) if (!found.some((g) => g.slot === f.slot)) found.push(f);
  return found;
}

/**
 * The place facts the other readers missed or cut short: a slot none of them filled, or one they filled
 * with the start or a piece of the place the gazetteer found ("El" for El Paso, "York" for New York).
 */
export function placesToFix(sentence: string, known: ReadonlyMap<string, string>): Fact[] {
  return placeFacts(sentence).filter((f) => {
    const had = known.get(f.slot);
    if (!had) return true;
    const [have, found] = [placeKey(had), placeKey(f.value)];
    return have !== found && ` ${found} `.includes(` ${have} `);
  });
}
