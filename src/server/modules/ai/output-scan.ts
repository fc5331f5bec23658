import { findEmails, findPhones, replaceSpans, type Span } from './pii-scanners';
import { EMAIL_PLACEHOLDER, PHONE_PLACEHOLDER } from './scrub-pii';

export const LINK_PLACEHOLDER = '[link removed]';
export const HANDLE_PLACEHOLDER = '[handle removed]';
export const NAME_PLACEHOLDER = '[name removed]';

// NOTE: each is linear: one pass, no nested quantifiers (see pii-scanners.ts for why that matters).
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]{1,300}/giu;
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{2,30}/gu;

const spansOf = (text: string, pattern: RegExp): Span[] =>
  [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words of a name worth looking for: three letters or more ("da", "de" are words too), shaped like a name. */
export const nameWords = (names: readonly string[]): string[] =>
  [...new Set(names.flatMap((n) => n.split(/\s+/)).filter((w) => /^\p{L}[\p{L}\p{M}'’-]{2,39}$/u.test(w)))].sort(
    (x, y) => y.length - x.length || x.localeCompare(y),
  );

export interface ScannedText {
  text: string;
  /** How many things were redacted. */
  found: number;
}

/**
 * What a model wrote, before it is stored or shown (issue 43 item 5): e-mail addresses, phone
 * numbers, links and @handles are contact details nobody in a week may hand out, and `names`
 * (another member's surname, never sent to the model) must not appear: each is replaced by a
 * placeholder and counted.
 */
export function scanModelText(text: string, names: readonly string[] = []): ScannedText {
  const words = nameWords(names);
  // Most lines hold nothing to look for: no '@', no digit, no 'www' or 'http', no name.
  if (words.length === 0 && !/[@\d]|www|http/i.test(text)) return { text, found: 0 };
  let found = 0;
  const step = (current: string, spans: Span[], placeholder: string) => {
    found += spans.length;
    return replaceSpans(current, spans, placeholder);
  };
  let out = step(text, findEmails(text), EMAIL_PLACEHOLDER);
  out = step(out, spansOf(out, LINK), LINK_PLACEHOLDER);
  out = step(out, findPhones(out), PHONE_PLACEHOLDER);
  out = step(out, spansOf(out, HANDLE), HANDLE_PLACEHOLDER);
  if (words.length > 0) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
    out = step(out, spansOf(out, pattern), NAME_PLACEHOLDER);
  }
  return { text: out, found };
}
