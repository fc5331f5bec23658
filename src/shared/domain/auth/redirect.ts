/**
 * Spec §5 "OAuth redirect address": where to send a person after sign-in must stay on our origin.
 *
 * `sanitizeRedirect` returns a same-origin path (path + search + hash, always starting with exactly
 * one '/'), never an absolute URL, so the result can be handed to a router or a Location header as is.
 * It is deliberately strict: anything it cannot prove safe becomes the fallback path.
 */

export const DEFAULT_REDIRECT = '/beta';

/** Longer targets are not legitimate in-app paths; refusing them keeps parsing cheap. */
export const MAX_REDIRECT_LENGTH = 2048;

/** §5: these query parameters are removed (matched case-insensitively). */
export const FORBIDDEN_QUERY_PARAMS = ['javascript', 'data', 'vbscript'] as const;

// Whitespace, C0/C1 control characters, backslashes and invisible format characters (zero-width
// spaces, bidi overrides, BOM). Browsers strip or reinterpret these ("/\evil.com", "\t//evil.com",
// "java\nscript:"), so a target containing any of them is refused rather than cleaned.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f-\u009f\\\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/;
const DANGEROUS_SCHEME = /^\s*(?:javascript|data|vbscript):/i;
const ABSOLUTE_HTTP = /^https?:\/\//i;

/** Percent-decodes repeatedly (double encoding) until stable; null when the encoding is broken. */
function fullyDecode(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/** A path that, even once decoded, still starts with exactly one '/' and holds no unsafe characters. */
function isSafePath(pathname: string): boolean {
  const decoded = fullyDecode(pathname);
  if (decoded === null) return false;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return false;
  return !UNSAFE_CHARS.test(decoded);
}

/** Drops forbidden parameters by name, and any parameter whose value carries a script/data scheme. */
function cleanSearch(search: string): string | null {
  if (search === '' || search === '?') return '';
  const kept: string[] = [];
  for (const pair of search.slice(1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = fullyDecode((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    const value = fullyDecode((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' '));
    if (name === null || value === null) return null;
    const forbiddenName = (FORBIDDEN_QUERY_PARAMS as readonly string[]).includes(name.trim().toLowerCase());
    if (forbiddenName || DANGEROUS_SCHEME.test(value)) continue;
    kept.push(pair);
  }
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function sanitize(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || target === '' || target.length > MAX_REDIRECT_LENGTH) return null;
  if (UNSAFE_CHARS.test(target) || DANGEROUS_SCHEME.test(target)) return null;
  const ownOrigin = originOf(origin);
  const isPath = target.startsWith('/') && !target.startsWith('//');
  // An absolute URL is accepted only as http(s) on our own origin; "https:evil.com" and other
  // scheme-relative or opaque forms are refused outright.
  if (!isPath && !(ABSOLUTE_HTTP.test(target) && ownOrigin !== null)) return null;
  let url: URL;
  try {
    url = new URL(target, ownOrigin ?? 'http://invalid.invalid');
  } catch {
    return null;
  }
  if (ownOrigin !== null && url.origin !== ownOrigin) return null;
  if (!isSafePath(url.pathname)) return null;
  const search = cleanSearch(url.search);
  if (search === null) return null;
  return `${url.pathname}${search}${url.hash}`;
}

/**
 * The safe same-origin path for `target`, or `fallback` (itself checked; '/' if it is not safe).
 * `origin` is the page or app origin, e.g. 'http://localhost:3000'.
 */
export function sanitizeRedirect(target: string | null | undefined, origin: string, fallback: string = DEFAULT_REDIRECT): string {
  return sanitize(target, origin) ?? sanitize(fallback, origin) ?? '/';
}
