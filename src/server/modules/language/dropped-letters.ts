/**
 * Key words of a memory question, often typed a letter short ("wat", "remembr", "knw").
 * NOTE: no word a name is a letter short of ("Wen" is not "when", "Nam" not "name").
 */
const KEY_WORDS = ['what', 'where', 'which', 'remember', 'remind', 'recall', 'know'];
/** Real words a letter off a key word ("were" is not "where", "wheat" not "what"). */
const REAL_WORDS = new Set(['were', 'wheat']);

const aLetterShort = (typed: string, word: string) =>
  typed.length === word.length - 1 && typed[0] === word[0] && [...word].some((_, i) => word.slice(0, i) + word.slice(i + 1) === typed);
/** "rememeber", "whaat": a letter too many inside the word; not at its end ("whats", "known" are other words). */
const aLetterOver = (typed: string, word: string) =>
  typed.length === word.length + 1 &&
  typed.at(-1) === word.at(-1) &&
  [...typed].some((_, i) => i > 0 && typed.slice(0, i) + typed.slice(i + 1) === word);
/** "waht", "remebmer": two neighbouring letters swapped, the first kept. */
const twoSwapped = (typed: string, word: string) =>
  typed.length === word.length &&
  typed[0] === word[0] &&
  [...word].some((_, i) => i > 0 && i < word.length - 1 && word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) === typed);

/** The key word a typed word misses one letter of, has one too many or two swapped, when exactly one fits; otherwise the word as typed. */
export function withDroppedLetter(typed: string): string {
  const lower = typed.toLowerCase();
  if (lower.length < 3 || REAL_WORDS.has(lower) || KEY_WORDS.includes(lower)) return typed;
  const fits = KEY_WORDS.filter((w) => aLetterShort(lower, w) || aLetterOver(lower, w) || twoSwapped(lower, w));
  return fits.length === 1 ? fits[0]! : typed;
}
