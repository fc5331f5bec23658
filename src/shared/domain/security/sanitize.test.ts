import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TEXT, REDACTED, sanitizeErrorText, sanitizeMetadata, sanitizeUrl, sanitizeUserAgent } from './sanitize';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0); // 12:00 UTC, a usual hour
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('sanitizeUserAgent', () => {
  it('replaces parenthesised parts', () => {
    expect(sanitizeUserAgent(CHROME)).toBe('Mozilla/5.0 (…) AppleWebKit/537.36 (…) Chrome/126.0.0.0 Safari/537.36');
  });

  it('collapses nested parentheses and hides an unclosed one', () => {
    expect(sanitizeUserAgent('A (x (y) z) B')).toBe('A (…) B');
    expect(sanitizeUserAgent('A (Windows NT 10.0; secret device')).toBe('A (…)');
    expect(sanitizeUserAgent('A ) B')).toBe('A ) B');
  });

  it('cuts to 200 characters', () => {
    const long = `Agent/1 ${'x'.repeat(300)}`;
    expect(sanitizeUserAgent(long)).toHaveLength(200);
    expect(sanitizeUserAgent(long)).toBe(long.slice(0, 200));
  });

  it('cuts after replacing', () => {
    const ua = `(${'a'.repeat(500)}) ${'b'.repeat(300)}`;
    expect(sanitizeUserAgent(ua)).toBe(`(…) ${'b'.repeat(196)}`);
  });

  it('removes control characters and handles missing values', () => {
    expect(sanitizeUserAgent('Agent\r\nInjected: yes')).toBe('AgentInjected: yes');
    expect(sanitizeUserAgent(null)).toBe('');
    expect(sanitizeUserAgent(undefined)).toBe('');
  });
});

describe('sanitizeErrorText (§8.2)', () => {
  it('uses the exact replacement text', () => {
    expect(GENERIC_ERROR_TEXT).toBe('An error occurred. Please try again later.');
  });

  it.each([
    'database unavailable',
    'DATABASE error',
    'SQL syntax error near SELECT',
    'PostgreSQL: relation does not exist',
    'mysql gone away',
    'connection refused',
    'Connection reset by peer',
    'authentication rejected',
    'Authentication failed for user',
    'invalid token',
    'access_token expired',
    'refreshToken reused',
    'Tokens revoked',
    'missing key',
    'API_KEY not set',
    'apiKey missing',
    'keys rotated',
    'client secret mismatch',
    'wrong password',
    'PASSWORD too short',
  ])('hides %j', (text) => {
    expect(sanitizeErrorText(text)).toBe('An error occurred. Please try again later.');
  });

  it.each(['User denied access', 'invalid grant', 'keyboard shortcut failed', 'state mismatch', 'request timed out', ''])(
    'keeps %j',
    (text) => {
      expect(sanitizeErrorText(text)).toBe(text);
    },
  );
});

describe('sanitizeMetadata and sanitizeUrl', () => {
  it('redacts secret-looking keys, sanitises strings and drops unserialisable values', () => {
    expect(
      sanitizeMetadata({
        provider: 'google',
        code: 'abc',
        state: 'def',
        access_token: 'ghi',
        codeVerifier: 'jkl',
        nested: { password: 'x', reason: 'sql error', count: 2 },
        error: 'database down',
        when: new Date(NOW),
        fn: () => 1,
        none: undefined,
        flag: true,
        nothing: null,
        list: ['ok', 'secret stuff'],
      }),
    ).toEqual({
      provider: 'google',
      code: REDACTED,
      state: REDACTED,
      access_token: REDACTED,
      codeVerifier: REDACTED,
      nested: { password: REDACTED, reason: GENERIC_ERROR_TEXT, count: 2 },
      error: GENERIC_ERROR_TEXT,
      when: '2025-01-15T12:00:00.000Z',
      flag: true,
      nothing: null,
      list: ['ok', GENERIC_ERROR_TEXT],
    });
  });

  it('caps string length and nesting depth', () => {
    expect(sanitizeMetadata({ s: 'x'.repeat(1000) }).s).toHaveLength(500);
    expect(sanitizeMetadata({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: { e: 1 } } } } });
    expect(sanitizeMetadata({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toEqual({ a: { b: { c: { d: { e: REDACTED } } } } });
    expect(sanitizeMetadata(null)).toEqual({});
  });

  it('removes query and fragment from URLs', () => {
    expect(sanitizeUrl('http://localhost:3000/auth/callback?code=abc&state=def#x')).toBe('http://localhost:3000/auth/callback');
    expect(sanitizeUrl('/auth#frag')).toBe('/auth');
    expect(sanitizeUrl('')).toBeNull();
    expect(sanitizeUrl(null)).toBeNull();
  });
});
