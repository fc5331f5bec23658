import { casualToPlain, withoutOpeners } from '@shared/domain/companion/casual-text';
import { forgetTarget } from '@shared/domain/companion/forget-request';
import { slotKind, titleCase, type Fact } from '@shared/domain/companion/memory-slots';
import { factsOf } from './read-facts';
import { slotNamedIn } from './read-question';
import { sentencesOf } from './reading';

/** What a message changes in Maya's memory besides stating facts: slots to forget, values to correct. */
export interface Revision {
  forget: string[];
  set: Fact[];
}

/** "geneva not zurich", "31 not 30", "a paramedic, not a nurse", "ho chi minh city not new delhi": a correction of a value Maya knows. */
const INSTEAD = /\bnot\s+(?:in\s+|an?\s+|the\s+)?([\p{L}\d][\p{L}\d\s-]*)/iu;
/** Words between the new value and "not" ("29 now, not 28"), and before it ("sorry i meant Geneva"). */
const FILLER = new Set([
  'now',
  'then',
  'just',
  'really',
  'definitely',
  'a',
  'an',
  'the',
  'in',
  'sorry',
  'i',
  'meant',
  'it',
  'its',
  'is',
  'was',
]);
const meaningful = (w: string) => !FILLER.has(w.toLowerCase()) && !/'/.test(w);

/**
 * The new value before "not", in the sentence that says it: the words that carry meaning just before it (up to three);
 * none after "I'm not" (a denial, no correction), nor when only openers come first ("ok so not in Berlin any more").
 */
function correctedValue(plain: string): { value: string; old: string } | null {
  const sentence = withoutOpeners(sentencesOf(plain).find((s) => INSTEAD.test(s)) ?? '');
  const m = sentence.match(INSTEAD);
  if (!m) return null;
  const left = sentence
    .slice(0, m.index)
    .split(/[\s,]+/)
    .filter(Boolean);
  const last = left.at(-1) ?? '';
  if (!last || /'/.test(last) || ['am', 'is', 'are', 'was', 'do', 'does', 'did'].includes(last.toLowerCase())) return null;
  const end = left.findLastIndex(meaningful);
  const start = left.slice(0, end + 1).findLastIndex((w) => !meaningful(w));
  const value = left.slice(Math.max(start + 1, end - 2), end + 1).join(' ');
  return value ? { value, old: m[1]! } : null;
}
/** The fact whose value the words after "not" start with ("not new delhi" → home_city New Delhi). */
const factNamed = (after: string, known: readonly Fact[]) =>
  known
    .map((f) => ({ f, words: f.value.replace(/[^\p{L}\d ]/gu, '').trim() }))
    .filter(({ words }) => words && new RegExp(`^${words}\\b`, 'iu').test(after.trim()))
    .map(({ f }) => f)
    .sort((a, b) => b.value.length - a.value.length)[0];

export function revisionOf(message: string, known: readonly Fact[]): Revision {
  const plain = casualToPlain(message);
  const forget: string[] = [];
  const target = forgetTarget(plain);
  if (target) {
    const named = slotNamedIn(target);
    // "forget about Lisbon", "what I told you about being a nurse": a value Maya knows names its slot.
    const mentioned = known.filter((f) => new RegExp(`\\b${f.value.replace(/[^\p{L}\d ]/gu, '')}\\b`, 'iu').test(target));
    const slots = [...factsOf(target).map((f) => f.slot), ...(named ? [named] : []), ...mentioned.map((f) => f.slot)];
    for (const slot of slots) if (!forget.includes(slot)) forget.push(slot);
  }
  const set: Fact[] = [];
  const instead = correctedValue(plain);
  const old = instead && factNamed(instead.old, known);
  if (instead && old && slotKind(old.slot) !== 'taste') {
    const { value } = instead;
    set.push({ slot: old.slot, value: old.slot === 'job' || old.slot === 'diet' ? value.toLowerCase() : titleCase(value) });
  }
  return { forget, set };
}
