import { withDroppedLetter } from './dropped-letters';
import { FAMILY, PETS } from './slots/memory-slots';

/**
 * How people write in a chat ("im from lyon", "whats my sisters name again", "do u remember")
 * turned into the plain English the memory rules read. Meaning is kept; only spelling changes.
 */
const SPELLINGS: [RegExp, string][] = [
  [/[’‘]/gi, "'"],
  [/\bim\b/gi, "i'm"],
  [/\bive\b/gi, "i've"],
  [/\bid\s+(love|like|prefer|want|rather)\b/gi, "i'd $1"],
  [/\b(?:u|yuo|yu|ya)\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\b(?:rememebr|remeber|rember|remmber)\b/gi, 'remember'],
  [/\b(what|where|who|how|that|there)s\b/gi, "$1's"],
  [/\b(what|where|who|how|when|why)'?d\b/gi, '$1 did'],
  [/\b(can|don|doesn|didn|isn|wasn|won|wouldn|haven)t\b/gi, "$1't"],
  [/\bfav(?:e|ou?rite)?\b|\bfavorite\b/gi, 'favourite'],
  [/\bmy\s+names\b/gi, "my name's"],
  [/\bname's\b/gi, 'name is'],
  [/\bnot\s+anymore\b/gi, 'no longer'],
  // "not in berlin anymore moved to hamburg": "anymore" ends what it says, even without a comma.
  [/\b(any\s?more)\s+(?=[a-z])/gi, '$1, '],
  [/\b([a-z]+)'s\s+(called|named)\b/gi, '$1 is $2'],
];
/** Words said for tone that carry no meaning for memory ("lol", "btw", "again" in a question). */
const FILLERS = /(?:^|[\s,])(?:lol|lmao|haha+|hehe|btw|tbh|tbf|pls|plz|please|rn|ngl|honestly|actually)(?=$|[\s,.!?])/gi;

export function casualToPlain(message: string): string {
  let s = message.replace(/\p{L}+/gu, withDroppedLetter);
  for (const [re, to] of SPELLINGS) s = s.replace(re, to);
  // "my sisters name", "my cats name": the possessive without its apostrophe.
  // "my best friends name": a relation of two words, too.
  s = s.replace(
    /\b(my)\s+(?:([a-z]+)\s+)?([a-z]+?)s\s+(name|called|named)\b/gi,
    (all, my: string, before = '', word: string, tail: string) => {
      const pair = `${before} ${word}`.toLowerCase();
      const relation = [pair, word.toLowerCase()].find((w) => FAMILY[w] || PETS[w]);
      if (!relation) return all;
      return `${my} ${before ? `${before} ` : ''}${word}${tail === 'name' ? "'s" : ' is'} ${tail}`;
    },
  );
  s = s.replace(FILLERS, ' ');
  return s
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A question's first words: a question word, or a verb before its subject ("do you", "am I"); not "can't stand", "would love to". */
const QUESTION_WORD = String.raw`(?:what|what's|where|where's|which|who|who's|how|when|remind|remember|any\s+idea)\b(?!')`;
const ASKING_VERB = String.raw`(?:do|does|did|can|could|would|will|is|are|am|was)\s+(?:you|i|it|he|she|they|we|there|my|your|that|this)\b`;
const QUESTION_START = new RegExp(`^(?:${QUESTION_WORD}|${ASKING_VERB})`);

/** Words a person opens a sentence with before saying anything ("hey maya,", "ok so", "wait"). */
const OPENER_WORDS = String.raw`hey|hi|hello|yo|ok|okay|so|wait|well|oh|um+|uh+|hm+|like|sorry|anyway|and|but|also|maya`;
/** "quick q which city …", "be honest do u know …": a question announced before it is asked. */
const QUESTION_OPENERS = String.raw`quick\s+(?:q|question)|real\s+quick|random\s+(?:q|question)|be\s+honest|question`;
const OPENERS = new RegExp(String.raw`^(?:[\s,;:]+|(?:${OPENER_WORDS}|${QUESTION_OPENERS})\b[\s,:]*)+`, 'i');
/** The sentence without the words it opens with ("ok so what city …" → "what city …"). */
export const withoutOpeners = (plain: string) => plain.trim().replace(OPENERS, '');

/** A question even without its question mark ("do you remember where i live", "hey maya, what's my job"). */
export const isQuestion = (plain: string) => /\?\s*$/.test(plain) || QUESTION_START.test(withoutOpeners(plain).toLowerCase());

/** Where a clause may start inside a sentence: after a comma or semicolon, or at "and", "but", "also", "so". */
const CLAUSE_START = /[,;:]\s*|\s(?=(?:and|but|also|so|anyway)\s)/gi;

/** A sentence that tells, then asks ("i work as a nurse, and which city am i in"): what it says, and what it asks. */
export function splitAtQuestion(sentence: string): { said: string; asked: string } {
  if (QUESTION_START.test(withoutOpeners(sentence).toLowerCase())) return { said: '', asked: sentence.trim() };
  for (const m of sentence.matchAll(CLAUSE_START)) {
    const rest = sentence.slice(m.index + m[0].length);
    if (QUESTION_START.test(withoutOpeners(rest).toLowerCase())) return { said: sentence.slice(0, m.index).trim(), asked: rest.trim() };
  }
  return { said: sentence, asked: '' };
}

/** A sentence's clauses, without the words each opens with ("im vegan, and ok so been to paris" → "im vegan", "been to paris"). */
export const clausesOf = (sentence: string) => sentence.split(CLAUSE_START).map(withoutOpeners).filter(Boolean);
