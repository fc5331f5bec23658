import { rx, words } from './regex';

const raw = String.raw;

export const YOU_THEN = raw`\b(?:you|u|ya|yo|ur|youre|ure)`;
/**
 * From "you" to the insult: only the words that make it about the reader ("you are", "you look so", "u r
 * such a"), so "you have a fat cat", "you made a joke" and "you think I'm an idiot" are not insults.
 */
export const COPULA = raw`(?:${words(
  `'re re are r look looks looking seem seems sound act acting smell really still just always being honestly literally kinda must be been`,
  'definitely probably clearly truly lowkey ever become became so such an? total complete absolute little stupid dumb fat ugly fucking fkn',
  'fking lying dirty filthy cheap crazy psycho the_biggest the_most like one big pathetic worthless useless disgusting',
  'and annoying boring rude mean selfish arrogant lazy the kind_of sort_of',
)}\s*){0,5}`;
const INSULTING_WORD = words('what_an? such_an? stupid dumb fat ugly little fucking fkn lying psycho dirty filthy worthless cheap');
const AIMED_BEFORE = rx(
  raw`${YOU_THEN}(?:'re)?\s+(?:r\s+|are\s+)?(?:nothing but|just|such|only)\s+an?\s+(?:[a-z-]+\s+){0,2}$|`,
  raw`${YOU_THEN}(?:'re)?\s+${COPULA}$|${YOU_THEN}(?:'re)?\s*$|\b${INSULTING_WORD}\s+$`,
);
/** Someone else is the subject: "my boss is such a prick", "she's a bitch", "ana's a cow". */
const SOMEONE_ELSE = /\b(?:he|she|they|him|her|them|his|their|my|he's|she's|they're|hes|shes|theyre|[a-z]+'s)\b/g;
const YOU_WORD = /\b(?:you|u|ya|yo|ur|youre|you're|ure)\b/g;
/** Said to the reader as a word on its own: "answer me bitch", "ok slut", "bye loser". */
const LONE_AFTER = /^[\s!?.]*$|^\s*,|^\s+(?:you|u)\b/;
const LONE_BEFORE = rx(raw`(?:^|[.!?,]\s*|\b${words('me up ok okay hey hi bye listen yes no yeah shut_up answer_me reply whatever')}\s+)$`);

const lastAt = (re: RegExp, text: string) => {
  let at = -1;
  for (const m of text.matchAll(re)) at = m.index;
  return at;
};

/** Whether the word at text[start, end) is said to the reader, not about someone else. */
export function aimedAtReader(text: string, start: number, end: number): boolean {
  const before =
    text
      .slice(Math.max(0, start - 60), start)
      .split(/[.!?;]\s/)
      .at(-1) ?? '';
  const after = text.slice(end).replace(/^[a-z]*/, ''); // the rest of the word ("bitch|es", "fag|got")
  if (lastAt(SOMEONE_ELSE, before) > lastAt(YOU_WORD, before)) return false;
  if (AIMED_BEFORE.test(before)) return true;
  return LONE_AFTER.test(after) && LONE_BEFORE.test(before);
}
