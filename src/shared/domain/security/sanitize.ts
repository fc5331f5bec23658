/**
 * What security logging may keep of untrusted text (spec §8.2, §9): user agents, error text,
 * metadata and URLs are sanitised before any event is built or logged.
 */

export const USER_AGENT_MAX_LENGTH = 200;
export const USER_AGENT_PLACEHOLDER = '(…)';
/** §8.2: what sensitive error text becomes. */
export const GENERIC_ERROR_TEXT = 'An error occurred. Please try again later.';
export const REDACTED = '[redacted]';

// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;
const SENTINEL = '\u0000';

/**
 * §3: parenthesised parts (platform, device, "KHTML, like Gecko") become '(…)', then the text is
 * cut to 200 characters. Nested parentheses collapse into one placeholder; an unclosed '(' hides
 * everything after it. Control characters are removed first so the text is safe to log.
 */
export function sanitizeUserAgent(ua: string | null | undefined): string {
  if (typeof ua !== 'string') return '';
  let text = ua.replace(CONTROL_CHARS, '');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, SENTINEL);
  }
  text = text.replace(/\(.*$/s, SENTINEL).split(SENTINEL).join(USER_AGENT_PLACEHOLDER);
  return Array.from(text).slice(0, USER_AGENT_MAX_LENGTH).join('');
}

/**
 * §8.2 "words like database, sql, connection, authentication, token, key, secret or password".
 * Word-ish matching, erring on the side of hiding: the long words match anywhere (so "PostgreSQL",
 * "mysql", "access_token", "Tokens", "disconnection" all count); "key" counts when no lower-case
 * letter follows it except a plural s (so "apiKey", "API_KEY", "keys" count, "keyboard" does not).
 */
const SENSITIVE_WORDS = /database|sql|connection|authentication|token|secret|password/i;
const SENSITIVE_KEY = /[kK][eE][yY](?:[sS])?(?![a-z])/;

export const isSensitiveErrorText = (text: string): boolean => SENSITIVE_WORDS.test(text) || SENSITIVE_KEY.test(text);

/** §8.2: sensitive error text becomes 'An error occurred. Please try again later.' before logging. */
export function sanitizeErrorText(text: string): string {
  return isSensitiveErrorText(text) ? GENERIC_ERROR_TEXT : text;
}

/** Keys whose values are credentials or one-time sign-in secrets, never logged. */
const SECRET_KEY = /token|secret|password|passwd|cookie|authorization|verifier|nonce|api[-_]?key|private[-_]?key|credential/i;
const SECRET_KEY_EXACT = /^(?:code|state|key|pkce)$/i;
/** Objects nested more than this many levels below the top are replaced by REDACTED. */
const METADATA_MAX_DEPTH = 4;
const METADATA_MAX_STRING = 500;

function sanitizeValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return sanitizeErrorText(value.replace(CONTROL_CHARS, ' ')).slice(0, METADATA_MAX_STRING);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= METADATA_MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => sanitizeValue(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return sanitizeMetadata(value as Record<string, unknown>, depth + 1);
  return undefined; // functions, symbols, bigints, undefined: dropped
}

/**
 * Metadata is logged, so: values under secret-looking keys are replaced by '[redacted]', every
 * string goes through `sanitizeErrorText` (§8.2), strings are capped, and nesting is bounded.
 */
export function sanitizeMetadata(metadata: Record<string, unknown> | null | undefined, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!metadata || typeof metadata !== 'object') return out;
  for (const [key, value] of Object.entries(metadata)) {
    if (SECRET_KEY.test(key) || SECRET_KEY_EXACT.test(key)) {
      out[key] = REDACTED;
      continue;
    }
    const clean = sanitizeValue(value, depth);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

/** A URL without its query and fragment (the callback URL's query holds the code and state). */
export function sanitizeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url === '') return null;
  const cut = url.replace(CONTROL_CHARS, '').split(/[?#]/, 1)[0] ?? '';
  return cut.slice(0, METADATA_MAX_STRING);
}
