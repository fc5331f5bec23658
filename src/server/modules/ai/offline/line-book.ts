import { remembered } from '@shared/lib/remembered';
import type { Rng } from './rng';

/** One-word sentences ("Okay.", "Perfect.") may repeat; anything longer is used once per simulation. */
const MIN_TRACKED_WORDS = 2;

/** Remembered: a week reads each message again on every window (its LineBook is rebuilt from the history). */
export const normalize = remembered((sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim(),
);
export const splitSentences = (text: string) =>
  text
    .split(/(?<=[.!?:])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
/** NOTE: shared by every caller: never modified. */
const tracked = remembered((text: string): readonly string[] =>
  splitSentences(text)
    .map(normalize)
    .filter((s) => s.split(' ').length >= MIN_TRACKED_WORDS),
);

/**
 * The sentences already said in this simulation, rebuilt from the history on every window so the
 * offline engine keeps no state between calls: this is what guarantees no line repeats.
 */
export class LineBook {
  private readonly used = new Set<string>();
  private readonly messages = new Set<string>();
  private said = '';
  /** Texts that must not be said at all (anecdotes of the person's earlier runs). */
  private readonly avoided: string[] = [];

  constructor(history: readonly string[] = []) {
    for (const text of history) this.add(text);
  }

  add(text: string): void {
    this.mark(text);
    this.messages.add(normalize(text));
  }

  private mark(text: string): void {
    for (const s of tracked(text)) this.used.add(s);
    this.used.add(normalize(text));
    this.said += `\n${text.toLowerCase()}`;
  }

  /** Leaves these texts out of everything from now on, as if already told. */
  avoid(texts: readonly string[]): void {
    for (const text of texts) {
      this.avoided.push(normalize(text));
      this.said += `\n${text.toLowerCase().replace(/[.!]$/, '')}`;
    }
  }

  isFresh(text: string): boolean {
    const plain = normalize(text);
    return !this.used.has(plain) && tracked(text).every((s) => !this.used.has(s)) && !this.avoided.some((a) => plain.includes(a));
  }

  isNewMessage(text: string): boolean {
    return !this.messages.has(normalize(text));
  }

  /** Whether a fact (a favourite, a story) has been told already, so nobody tells it twice. */
  mentioned(fragment: string): boolean {
    return this.said.includes(fragment.toLowerCase());
  }

  unmentioned<T extends string>(fragments: readonly T[]): T[] {
    return fragments.filter((f) => !this.mentioned(f));
  }

  /** A random unused candidate, marked as used; null when all are used. */
  take(rng: Rng, candidates: readonly string[]): string | null {
    for (const candidate of rng.shuffle(candidates)) {
      if (this.isFresh(candidate)) {
        this.mark(candidate);
        return candidate;
      }
    }
    return null;
  }
}

/** Fills {slot} and {Slot} (capitalised) placeholders. */
export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = slots[key.toLowerCase()];
    if (value === undefined) return match;
    return key[0] === key[0]!.toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}

/** Every template filled with every value of one slot. */
export const expand = (templates: readonly string[], slot: string, values: readonly string[], base: Record<string, string> = {}) =>
  templates.flatMap((t) => (t.toLowerCase().includes(`{${slot}}`) ? values.map((v) => fill(t, { ...base, [slot]: v })) : [fill(t, base)]));
