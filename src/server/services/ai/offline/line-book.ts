import type { Rng } from './rng';

/** Sentences under this many words ("You?", "Night!") may repeat; everything longer is used once per simulation. */
const MIN_TRACKED_WORDS = 3;

const normalize = (sentence: string) => sentence.toLowerCase().replace(/[^\p{L}\p{N} ]+/gu, '').replace(/\s+/g, ' ').trim();
export const splitSentences = (text: string) => text.split(/(?<=[.!?:])\s+/).map((s) => s.trim()).filter(Boolean);
const tracked = (text: string) => splitSentences(text).map(normalize).filter((s) => s.split(' ').length >= MIN_TRACKED_WORDS);

/**
 * The sentences already said in this simulation, rebuilt from the history on every window so the
 * offline engine keeps no state between calls: this is what guarantees no line repeats.
 */
export class LineBook {
  private readonly used = new Set<string>();
  private readonly messages = new Set<string>();

  constructor(history: readonly string[] = []) {
    for (const text of history) this.add(text);
  }

  add(text: string): void {
    for (const s of tracked(text)) this.used.add(s);
    this.messages.add(normalize(text));
  }

  isFresh(text: string): boolean {
    return tracked(text).every((s) => !this.used.has(s));
  }

  isNewMessage(text: string): boolean {
    return !this.messages.has(normalize(text));
  }

  /** A random unused candidate, marked as used; null when all are used. */
  take(rng: Rng, candidates: readonly string[]): string | null {
    for (const candidate of rng.shuffle(candidates)) {
      if (this.isFresh(candidate)) {
        for (const s of tracked(candidate)) this.used.add(s);
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
  templates.flatMap((t) => (t.includes(`{${slot}}`) || t.includes(`{${slot[0]!.toUpperCase()}${slot.slice(1)}}`) ? values.map((v) => fill(t, { ...base, [slot]: v })) : [fill(t, base)]));
