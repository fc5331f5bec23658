import { casualToPlain } from '@shared/domain/companion/casual-text';
import { forgetTarget } from '@shared/domain/companion/forget-request';
import { slotKind, titleCase, type Fact } from '@shared/domain/companion/memory-slots';
import { factsOf } from './read-facts';
import { slotNamedIn } from './read-question';

/** What a message changes in Maya's memory besides stating facts: slots to forget, values to correct. */
export interface Revision {
  forget: string[];
  set: Fact[];
}

/** "geneva not zurich", "31 not 30", "a paramedic, not a nurse": a correction of a value Maya knows. */
const INSTEAD = /\bnot\s+(?:in\s+|an?\s+|the\s+)?([\p{L}\d][\p{L}\d-]*)/iu;
/** Words between the new value and "not" ("29 now, not 28"). */
const FILLER = new Set(['now', 'then', 'just', 'really', 'definitely', 'a', 'an', 'the', 'in', 'sorry', 'i', 'meant', 'it', 'is', 'was']);

/** The new value before "not": its last word that carries meaning; none after "I'm not" (a denial, no correction). */
function correctedValue(plain: string): { value: string; old: string } | null {
  const m = plain.match(INSTEAD);
  if (!m) return null;
  const left = plain
    .slice(0, m.index)
    .split(/[\s,]+/)
    .filter(Boolean);
  const last = left.at(-1) ?? '';
  if (!last || /'/.test(last) || ['am', 'is', 'are', 'was', 'do', 'does', 'did'].includes(last.toLowerCase())) return null;
  const value = left.filter((w) => !FILLER.has(w.toLowerCase()) && !/'/.test(w)).at(-1);
  return value ? { value, old: m[1]! } : null;
}

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
  const old = instead && known.find((f) => f.value.toLowerCase() === instead.old.toLowerCase());
  if (instead && old && slotKind(old.slot) !== 'taste') {
    const { value } = instead;
    set.push({ slot: old.slot, value: old.slot === 'job' || old.slot === 'diet' ? value.toLowerCase() : titleCase(value) });
  }
  return { forget, set };
}
