/**
 * Key words of a memory question, often typed a letter short ("wat", "remembr", "knw").
 * NOTE: no word a name is a letter short of ("Wen" is not "when", "Nam" not "name").
 */
const KEY_WORDS = ['what', 'where', 'which', 'remember', 'remind', 'recall', 'know'];
/** Real words that are a key word a letter short ("were" is not "where"). */
const REAL_WORDS = new Set(['were']);

const aLetterShort = (typed: string, word: string) =>
  typed.length === word.length - 1 && typed[0] === word[0] && [...word].some((_, i) => word.slice(0, i) + word.slice(i + 1) === typed);

/** The key word a typed word misses one letter of, when exactly one fits; otherwise the word as typed. */
export function withDroppedLetter(typed: string): string {
  const lower = typed.toLowerCase();
  if (lower.length < 3 || REAL_WORDS.has(lower) || KEY_WORDS.includes(lower)) return typed;
  const fits = KEY_WORDS.filter((w) => aLetterShort(lower, w));
  return fits.length === 1 ? fits[0]! : typed;
}
