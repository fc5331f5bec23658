import { HELD_OUT } from './held-out';
import { CORRECTIONS, FACTS, PARTNER, RECALL, SMALL_TALK } from './paraphrases';
import type { ParaphraseSet } from './scores';

/**
 * The tuning sets (paraphrases.ts and held-out.ts) as a phone adds to them: the same items, each with one
 * mechanical change. The second round of the engine was tuned on these and on the sets themselves, never on
 * fresh-held-out.ts. NOTE: the expected values stay those of the set, so a change must not alter the meaning.
 */
export const NOISES: [string, (text: string) => string][] = [
  ['"ok so" first', (t) => `ok so ${t}`],
  ['"hey maya," first', (t) => `hey maya, ${t}`],
  ['a sentence before', (t) => `long day today. ${t}`],
  ['"lol" after', (t) => `${t} lol`],
  ['", wbu" after', (t) => `${t}, wbu`],
  ['". anyway how are you" after', (t) => `${t}. anyway how are you`],
  ['no apostrophes', (t) => t.replace(/['’]/g, '')],
  ['lowercase, no punctuation', (t) => t.toLowerCase().replace(/[?.!,]/g, '')],
  ['u and ur', (t) => t.replace(/\byou\b/g, 'u').replace(/\byour\b/g, 'ur')],
];

/** Both tuning sets with one noise applied to every message. */
export function noisy(noise: (text: string) => string): ParaphraseSet {
  const each = <T extends { text: string }>(items: T[]) => items.map((item) => ({ ...item, text: noise(item.text) }));
  return {
    recall: each([...RECALL, ...HELD_OUT.recall]),
    facts: each([...FACTS, ...HELD_OUT.facts]),
    partner: each([...PARTNER, ...HELD_OUT.partner]),
    corrections: each([...CORRECTIONS, ...HELD_OUT.corrections]),
    smallTalk: [...SMALL_TALK, ...HELD_OUT.smallTalk].map(noise),
  };
}
