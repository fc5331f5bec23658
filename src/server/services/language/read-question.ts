import { casualToPlain, isQuestion } from '@shared/domain/companion/casual-text';
import { parseMemoryQuestion, type MemoryQuestion } from '@shared/domain/companion/memory-questions';
import { FAMILY, itemKey, PETS } from '@shared/domain/companion/memory-slots';
import { readSentence } from './reading';

/** Words (and lemmas) that name a slot, most specific first: "where I grew up" before "where I live". */
const CUES: [RegExp, string][] = [
  [/\bmy name\b|\bname\b.*\bi\b|\bcall me\b/, 'name'],
  [/\bage\b|\bhow old\b|\bbirthday\b/, 'age'],
  [/\bgrow up\b|\bborn\b|\boriginally\b|\bhometown\b|\bwhere i be from\b|\bfrom originally\b/, 'hometown'],
  [/\bcompany\b|\bemployer\b|\bwork for\b|\bwhere i work\b|\bwho i work\b/, 'workplace'],
  [/\bjob\b|\bprofession\b|\bcareer\b|\boccupation\b|\bwork as\b|\bdo for (?:work|a living)\b|\bline of work\b/, 'job'],
  [/\blive\b|\bbased\b|\bcity\b|\btown\b|\bmove to\b|\bwhere i be\b/, 'home_city'],
  [/\bdiet\b|\beat meat\b|\bvegan\b|\bvegetarian\b/, 'diet'],
  [/\bplan\b|\bplanning\b/, 'plan'],
];
/** The person asks Maya to recall rather than to talk: a memory word, or a question about themselves. */
const RECALL = /\b(?:remember|recall|remind|know|tell|say|said|idea)\b/;

/** The slot a phrase names ("my sister's name", "where I work", "living in Paris"), or null. */
export function slotNamedIn(phrase: string): string | null {
  const { words } = readSentence(phrase);
  const lemmas = words.map((w) => w.lemma).join(' ');
  const lower = words.map((w) => w.lower).join(' ');
  const fav = lower.match(/\bfavourite ([a-z]+(?: [a-z]+)?)/);
  if (fav) return `favourite:${itemKey(fav[1]!.replace(/ (?:again|be|is)$/, ''))}`;
  for (const w of words) {
    if (FAMILY[w.lemma] && /\bmy\b/.test(lower)) return `family:${FAMILY[w.lemma]}`;
    if (PETS[w.lemma] && /\bmy\b/.test(lower)) return `pet:${PETS[w.lemma]}`;
  }
  for (const [re, slot] of CUES) if (re.test(lemmas) || re.test(lower)) return slot;
  const taste = lower.match(
    /\b(?:how i feel about|do i (?:like|love|enjoy|hate)|if i (?:like|love|enjoy|hate)|i (?:like|love|hate))\s+([a-z][a-z' -]{1,40})/,
  );
  return taste && itemKey(taste[1]!).length >= 3 ? `taste:${itemKey(taste[1]!)}` : null;
}

/**
 * Which remembered slot a message asks about: the phrase rules on the message in plain spelling,
 * then, for a question about the person ("do you know where I live", "which city am I in again"),
 * the slot its words and lemmas name.
 */
export function questionOf(message: string): MemoryQuestion | null {
  const plain = casualToPlain(message);
  const ruled = parseMemoryQuestion(plain);
  if (ruled) return ruled;
  const lower = plain.toLowerCase();
  const asking =
    isQuestion(lower) || /\b(?:remind|remember)\b/.test(lower) || /\b(?:what|where|which|who|how)\b.*\b(?:did|do|am|was)\s+i\b/.test(lower);
  if (!asking) return null;
  if (!/\b(?:i|my|me|i'm|i've)\b/.test(lower)) return null;
  const slot = slotNamedIn(plain);
  if (!slot) return null;
  // "what should I cook tonight?" names no slot; "do you know where I live?" does and asks Maya.
  const asksMaya = RECALL.test(lower) || /\bagain\b/.test(lower) || /^(?:what|where|which|who|how)\b/.test(lower);
  return asksMaya ? { slot } : null;
}
