/**
 * Characters PostgreSQL cannot store: NUL (in text and jsonb) and UTF-16 surrogates without their
 * other half (no UTF-8 form, so both the driver's encoding and jsonb's `\uXXXX` parsing refuse them).
 * A pair is matched whole (and kept), so a single surrogate matched is a lone one. No lookbehind
 * and no String#isWellFormed, so this also loads in older browsers; linear either way.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly the character to find
const MAYBE_UNSTORABLE = /[\u0000\ud800-\udfff]/;
// eslint-disable-next-line no-control-regex -- as above
const PAIR_OR_UNSTORABLE = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff\u0000]/g;

export const REPLACEMENT_CHARACTER = '\ufffd';

export function isStorableText(text: string): boolean {
  if (!MAYBE_UNSTORABLE.test(text)) return true;
  for (const [match] of text.matchAll(PAIR_OR_UNSTORABLE)) if (match.length === 1) return false;
  return true;
}

/** NUL removed, lone surrogates replaced with U+FFFD; for text we did not write ourselves (providers, models). */
export const toStorableText = (text: string): string =>
  isStorableText(text)
    ? text
    : text.replace(PAIR_OR_UNSTORABLE, (match) => (match.length === 2 ? match : match === '\u0000' ? '' : REPLACEMENT_CHARACTER));

/** Deepest nesting `toStorableJson` walks; anything deeper becomes null instead of overflowing the stack. */
export const MAX_STORABLE_DEPTH = 32;

/**
 * A JSON-shaped value with every string (keys too) made storable. Values JSON cannot hold
 * (undefined, functions, non-finite numbers) are left for JSON.stringify to drop or null as usual.
 */
export function toStorableJson<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return toStorableText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_STORABLE_DEPTH) return null as T;
  if (Array.isArray(value)) return value.map((item) => toStorableJson(item, depth + 1)) as T;
  if (value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [toStorableText(key), toStorableJson(item, depth + 1)])) as T;
}

/**
 * At most `max` UTF-16 units (the unit request limits count in), never ending on the first half
 * of a surrogate pair, so an emoji is dropped whole rather than cut into unstorable text.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
