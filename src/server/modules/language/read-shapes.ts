import { FAMILY, HOBBY_NOUNS, NAME_STOP, PETS, titleCase, type Fact } from './slots/memory-slots';
import { EVERYDAY_JOBS } from './slots/slot-lexicon';
import { isJobTitle } from './read-fragments';

/**
 * Short shapes people type to introduce themselves (issue 32 item 3, round 3), over one plain sentence: a profile
 * shorthand ("34f, london", "28/m/nyc"), an age said alone ("29yo", "age 29", "i'm a 34 yo nurse from cebu"), a name
 * signed off ("maria here", "its maria here"), a city before "-based" ("london-based designer"), what they do "for a
 * living", who they live with before the city ("i live with my mum in leeds"), the field before the employer ("work in
 * retail at tesco"), and a pet or relative named in a later clause ("i've got a cat, her name is misty").
 */

const LETTERS = String.raw`\p{L}[\p{L}'-]*`;
const SEX = String.raw`(?:m|f|male|female)`;
/** Words after an age or a sex that are no city ("34f, single", "28 m looking for fun"). */
const NOT_A_CITY = new Set(
  (
    'single married divorced looking here new bored lonely the a and but from in with just so ok okay lol haha seeking ' +
    'vegan vegetarian straight gay bi taken'
  ).split(' '),
);
/** Words before "here" that sign off no name ("same here", "nobody here", "rain here"). */
const NOT_A_SIGNATURE = new Set(
  (
    'same me nobody everyone everybody someone somebody noone new right over out in up down still back all who what nothing ' +
    'something rain snow sun sunny night morning evening afternoon life work it its this that there cold hot raining snowing ' +
    'also just not almost nearly finally always never sorry hello hi hey yes yeah no nope anyone anybody guys people folks ' +
    'everything nothing quiet busy dead'
  ).split(' '),
);

const city = (raw: string | undefined): Fact[] => {
  const words = (raw ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 2 || words.some((w) => NOT_A_CITY.has(w.toLowerCase()) || !/^\p{L}{2,}$/u.test(w))) return [];
  return [{ slot: 'home_city', value: titleCase(words.join(' ')) }];
};

/** "34f, london", "28/m/nyc", "f 25 berlin", "25 female from leeds": the age and the city a dating profile opens with. */
function profileShorthand(s: string): Fact[] {
  const m = s.match(
    new RegExp(
      String.raw`^(?:(\d{2})\s*[/,]?\s*${SEX}|${SEX}\s*[/,]?\s*(\d{2}))\b\s*[/,]?\s*(?:(?:from|in)\s+)?(\p{L}+(?:\s+\p{L}+)?)?\s*(?:[,.!]|$)`,
      'iu',
    ),
  );
  if (!m) return [];
  return [{ slot: 'age', value: (m[1] ?? m[2])! }, ...city(m[3])];
}

const AGE_UNIT = String.raw`(?:years?[\s-]+old|yrs?(?:[\s-]+old)?|yo|y/o|y\.o\.?)`;
/** "29yo", "29 years old, from…", "age 29", "aged 31": an age said at the start; "i'm a 34 yo nurse from cebu" with the job. */
function ageAlone(s: string): Fact[] {
  const aged = s.match(/^(?:age|aged)\s*:?\s*(\d{2})\b/i);
  if (aged) return [{ slot: 'age', value: aged[1]! }];
  const m = s.match(
    new RegExp(
      String.raw`(?:^|\bi(?:'m|\s+am)\s+(?:an?\s+|(?:only|just|now|${LETTERS},?)\s+)?)(\d{2})\s*${AGE_UNIT}(?=[\s,.!]|$)\s*` +
        String.raw`(?:((?!from\b)${LETTERS}(?:\s+(?!from\b)${LETTERS})?)\s*)?(?:from\s+(${LETTERS}))?`,
      'iu',
    ),
  );
  if (!m) return [];
  const facts: Fact[] = [{ slot: 'age', value: m[1]! }];
  const job = (m[2] ?? '').toLowerCase();
  // NOTE: "a 5 year old son" is someone else's age: a relative or pet after the age says so.
  const someoneElse = job.split(' ').some((w) => FAMILY[w] || PETS[w] || /^(?:kid|child|boy|girl|baby)s?$/.test(w));
  if (someoneElse) return [];
  if (job && isJobTitle(job)) facts.push({ slot: 'job', value: job });
  else if (job && isJobTitle(job.split(' ')[0]!)) facts.push({ slot: 'job', value: job.split(' ')[0]! });
  if (m[3] && (!job || facts.some((f) => f.slot === 'job'))) facts.push({ slot: 'hometown', value: titleCase(m[3]) });
  return facts;
}

/** "maria here", "its maria here", "this is maria here": a name signed at the start of the message. */
function signedName(s: string): Fact[] {
  const m = s.match(new RegExp(String.raw`^(?:it's\s+|its\s+|this\s+is\s+)?(${LETTERS})\s+here\b\s*(?:[,.!]|$)`, 'iu'));
  const name = m?.[1]?.toLowerCase();
  if (!name || name.length < 3 || NOT_A_SIGNATURE.has(name) || NAME_STOP.has(name) || FAMILY[name] || PETS[name]) return [];
  return [{ slot: 'name', value: titleCase(m![1]!) }];
}

/** "london-based designer", "a berlin based software engineer": where they live, and the job. */
function basedJob(s: string): Fact[] {
  const m = s.match(new RegExp(String.raw`\b(\p{L}{3,})[-\s]based\s+((?:${LETTERS}\s+)?${LETTERS})`, 'iu'));
  if (!m || /^(?:plant|home|office|remote|web|cloud|evidence|community|team|skill)$/i.test(m[1]!)) return [];
  const job = m[2]!.toLowerCase();
  return isJobTitle(job)
    ? [
        { slot: 'home_city', value: titleCase(m[1]!) },
        { slot: 'job', value: job },
      ]
    : [];
}

/** The doer a verb names ("i drive trucks for a living" → driver); "do plumbing for a living" names the trade. */
const DOER: Record<string, string> = {
  drive: 'driver',
  write: 'writer',
  teach: 'teacher',
  paint: 'painter',
  clean: 'cleaner',
  build: 'builder',
  design: 'designer',
  code: 'developer',
  program: 'programmer',
  cook: 'cook',
  bake: 'baker',
  sing: 'singer',
  dance: 'dancer',
  farm: 'farmer',
  nurse: 'nurse',
  tutor: 'tutor',
  photograph: 'photographer',
  translate: 'translator',
  fix: 'mechanic',
};
const TRADE: Record<string, string> = {
  plumbing: 'plumber',
  nursing: 'nurse',
  teaching: 'teacher',
  tutoring: 'tutor',
  accounting: 'accountant',
  bookkeeping: 'bookkeeper',
  hairdressing: 'hairdresser',
  photography: 'photographer',
  carpentry: 'carpenter',
  catering: 'caterer',
  gardening: 'gardener',
  cleaning: 'cleaner',
  consulting: 'consultant',
  freelancing: 'freelancer',
  coding: 'developer',
  programming: 'programmer',
  bartending: 'bartender',
  farming: 'farmer',
  'web design': 'web designer',
  'graphic design': 'graphic designer',
  'interior design': 'interior designer',
};
/** Trades that are work, not a pastime, even without "for a living" ("so yeah i do plumbing"); not "i do gardening". */
const TRADE_ONLY = new Set(['plumbing', 'accounting', 'bookkeeping', 'hairdressing', 'carpentry', 'catering', 'bartending', 'consulting']);
/** "i do plumbing, self employed", "i do accounting for small firms": the trade names the job. */
function tradeDone(s: string): Fact[] {
  const m = s.match(new RegExp(String.raw`\bi\s+do\s+(${LETTERS})\b(?!\s+(?:at\s+home|as\s+a\s+hobby|for\s+fun))`, 'iu'));
  const trade = m?.[1]?.toLowerCase() ?? '';
  return TRADE_ONLY.has(trade) ? [{ slot: 'job', value: TRADE[trade]! }] : [];
}

/** "i'm a stay at home mum", "stay-at-home dad", "sahm": the job is the parenting. */
function stayAtHomeParent(s: string): Fact[] {
  const m = s.match(
    /(?:^|\bi(?:'m|\s+am)\s+(?:an?\s+)?|\ba\s+)(?:stay[- ]at[- ]home|full[- ]time|sah)[- ]?(mum|mom|mother|dad|father|parent|m|d)\b/i,
  );
  if (!m) return [];
  const who = { m: 'mum', d: 'dad' }[m[1]!.toLowerCase()] ?? m[1]!.toLowerCase();
  return [{ slot: 'job', value: `stay-at-home ${who}` }];
}

/** "i drive trucks for a living", "i do plumbing for a living", "what i do for a living is nursing". */
function forALiving(s: string): Fact[] {
  const done = s.match(new RegExp(String.raw`\bi\s+do\s+(${LETTERS}(?:\s+${LETTERS})?)\s+for\s+a\s+living`, 'iu'));
  const trade = done && TRADE[done[1]!.toLowerCase()];
  if (trade) return [{ slot: 'job', value: trade }];
  const m = s.match(new RegExp(String.raw`\bi\s+(${LETTERS})s?\s+(?:(${LETTERS})\s+)?for\s+a\s+living`, 'iu'));
  const verb = m?.[1]?.toLowerCase() ?? '';
  const doer = DOER[verb];
  if (!doer) return [];
  const object = (m![2] ?? '').toLowerCase().replace(/s$/, '');
  return [{ slot: 'job', value: verb === 'drive' && object ? `${object} driver` : doer }];
}

/** "i live with my mum in leeds", "living with my partner in bristol": the city after who they live with. */
function liveWithIn(s: string): Fact[] {
  const m = s.match(
    new RegExp(
      String.raw`(?:^|\bi\s+|\bi(?:'m|\s+am)\s+|\bwe\s+|\bwe're\s+)(?:live|living|stay|staying)\s+with\s+(?:my|our|the|a)\s+` +
        String.raw`(?:${LETTERS}\s+){0,2}?in\s+(\p{L}{3,}(?:\s+\p{Lu}\p{L}+)?)(?=[\s,.!]|$)`,
      'iu',
    ),
  );
  return m ? city(m[1]) : [];
}

/** "work in retail at tesco", "i work in sales for bosch": the employer after the field. */
function employerAfterField(s: string): Fact[] {
  const m = s.match(
    new RegExp(String.raw`(?:^|\bi\s+)work\s+in\s+(?:${LETTERS}\s+){1,2}?(?:at|for)\s+(?:the\s+)?(\p{L}[\p{L}&'-]*)`, 'iu'),
  );
  const org = m?.[1];
  return org && !/^(?:a|an|my|home|the|night|nights|weekends|least|moment)$/i.test(org)
    ? [{ slot: 'workplace', value: titleCase(org) }]
    : [];
}

/** "i've got a cat, her name is misty", "i have a daughter, she's called ella": named in the clause after the mention. */
function namedAfterMention(s: string): Fact[] {
  const kinds = [...Object.keys(FAMILY), ...Object.keys(PETS)].sort((a, b) => b.length - a.length).join('|');
  const m = s.match(
    new RegExp(
      String.raw`\b(?:an?|my|our|one)\s+(?:${LETTERS}\s+){0,2}?(${kinds})\b[^.!?]{0,30}?[,;.]?\s*(?:and\s+)?` +
        String.raw`(?:(?:her|his|its|their)\s+name\s+is|(?:she|he|it|they)\s+(?:is|are)\s+(?:called|named))\s+(${LETTERS})`,
      'iu',
    ),
  );
  if (!m) return [];
  const word = m[1]!.toLowerCase();
  const name = m[2]!.toLowerCase();
  if (NAME_STOP.has(name) || HOBBY_NOUNS.has(name) || name.length < 2) return [];
  const slot = FAMILY[word] ? `family:${FAMILY[word]}` : `pet:${PETS[word]}`;
  return [{ slot, value: titleCase(m[2]!) }];
}

/** "names joe", "name joe": the name typed without "my" and "is". */
function nameTypedShort(s: string): Fact[] {
  const m = s.match(new RegExp(String.raw`^names?\s+(${LETTERS})\s*(?:[,.!]|$)`, 'iu'));
  const name = m?.[1]?.toLowerCase();
  return name && name.length >= 2 && !NAME_STOP.has(name) && !NOT_A_SIGNATURE.has(name) ? [{ slot: 'name', value: titleCase(m![1]!) }] : [];
}

const DWELLING = 'town|village|city|suburb|place|flat|house|apartment';
/** "we live in a small town near york", "i live in a village outside leeds": the place the town is near. */
function townNear(s: string): Fact[] {
  const m = s.match(
    new RegExp(
      String.raw`(?:^|\bi\s+|\bwe\s+|\bi'm\s+|\bwe're\s+)(?:live|living|based|stay|staying)\s+in\s+a\s+(?:${LETTERS}\s+){0,2}?` +
        String.raw`(?:${DWELLING})\s+(?:near|outside(?:\s+of)?|just\s+outside|close\s+to|in)\s+(\p{L}{3,})(?=[\s,.!]|$)`,
      'iu',
    ),
  );
  return m ? city(m[1]) : [];
}

/** A time ahead that makes a doing a plan ("next month", "this summer", "in june"). */
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const AHEAD = String.raw`(?:next\s+\p{L}+|this\s+(?:year|month|summer|spring|autumn|fall|winter|weekend)|in\s+(?:${MONTHS})|someday|one\s+day)`;
/**
 * "im going to japan next month", "i'm getting married in august", "i want to learn spanish this year": a doing with a
 * time ahead. NOTE: without the time, "going to bed", "want to sleep" are no plans.
 */
function plannedDoing(s: string): Fact[] {
  const going = s.match(
    new RegExp(
      // NOTE: "going to japan in october" typed without "i'm" is a plan too; a time ahead is always needed.
      String.raw`(?:^|\bi(?:'m|\s+am)\s+|\bwe(?:'re|\s+are)\s+)(?:going|heading|flying|off|travell?ing)\s+to\s+` +
        String.raw`(?!bed\b|work\b|sleep\b|school\b|be\b|have\b|get\b|do\b|the\s|my\s|an?\s)(.{2,40}?\s${AHEAD})\b`,
      'iu',
    ),
  );
  if (going) return [{ slot: 'plan', value: `go to ${going[1]}` }];
  const getting = s.match(new RegExp(String.raw`\bi(?:'m|\s+am|\s+will\s+be)\s+getting\s+(married|engaged)\s+(${AHEAD})`, 'iu'));
  if (getting) return [{ slot: 'plan', value: `get ${getting[1]} ${getting[2]}` }];
  const wanting = s.match(
    new RegExp(String.raw`\bi\s+(?:want|'d\s+like|would\s+like|hope|intend|aim|plan)\s+to\s+(.{3,50}?\s${AHEAD})\b`, 'iu'),
  );
  return wanting ? [{ slot: 'plan', value: wanting[1]! }] : [];
}

/** "hey im peter": a first name that ends like a job (-er, -or, -ian), when no everyday job is spelled so. */
export const nameEndingLikeAJob = (word: string) => !EVERYDAY_JOBS.includes(word) && !HOBBY_NOUNS.has(word);

/** The facts the short shapes state in one plain sentence (its openers removed). */
export const shapeFacts = (s: string): Fact[] => [
  ...profileShorthand(s),
  ...ageAlone(s),
  ...signedName(s),
  ...basedJob(s),
  ...forALiving(s),
  ...tradeDone(s),
  ...stayAtHomeParent(s),
  ...liveWithIn(s),
  ...employerAfterField(s),
  ...namedAfterMention(s),
  ...nameTypedShort(s),
  ...townNear(s),
  ...plannedDoing(s),
];
