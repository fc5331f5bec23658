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

/** "geneva not zurich", "31 not 30": a correction of a value Maya knows. */
const INSTEAD = /([\p{L}\d][\p{L}\d-]*)\s*,?\s+not\s+(?:in\s+|an?\s+|the\s+)?([\p{L}\d][\p{L}\d-]*)/iu;

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
  const instead = plain.match(INSTEAD);
  const old = instead && known.find((f) => f.value.toLowerCase() === instead[2]!.toLowerCase());
  if (instead && old && slotKind(old.slot) !== 'taste') {
    const value = instead[1]!;
    set.push({ slot: old.slot, value: old.slot === 'job' || old.slot === 'diet' ? value.toLowerCase() : titleCase(value) });
  }
  return { forget, set };
}
