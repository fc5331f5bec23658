import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, FORBIDDEN_QUERY_PARAMS, MAX_REDIRECT_LENGTH, sanitizeRedirect } from './redirect';

const ORIGIN = 'http://localhost:3000';
const safe = (target: string | null | undefined, fallback?: string) => sanitizeRedirect(target, ORIGIN, fallback);

describe('sanitizeRedirect: accepted targets', () => {
  it.each([
    ['/beta', '/beta'],
    ['/', '/'],
    ['/reveal?tab=traits', '/reveal?tab=traits'],
    ['/handoff#qr', '/handoff#qr'],
    ['/a/b/../c', '/a/c'],
    ['/search?q=a+b&x=%20y', '/search?q=a+b&x=%20y'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['http://localhost:3000/beta?x=1#y', '/beta?x=1#y'],
    ['HTTP://LOCALHOST:3000/onboarding', '/onboarding'],
    ['http://localhost:3000', '/'],
    ['/beta?next=/reveal', '/beta?next=/reveal'],
  ])('%s → %s', (target, expected) => {
    expect(safe(target)).toBe(expected);
  });

  it('uses the default fallback /beta', () => {
    expect(DEFAULT_REDIRECT).toBe('/beta');
    expect(safe(null)).toBe('/beta');
    expect(safe(undefined)).toBe('/beta');
    expect(safe('')).toBe('/beta');
  });

  it('uses a given fallback', () => {
    expect(safe('//evil.com', '/auth')).toBe('/auth');
  });

  it('never returns an unsafe fallback', () => {
    expect(safe('//evil.com', '//evil.com')).toBe('/');
    expect(safe('//evil.com', 'https://evil.com/x')).toBe('/');
    expect(safe('//evil.com', 'javascript:alert(1)')).toBe('/');
  });

  it('accepts the origin with a trailing slash or path', () => {
    expect(sanitizeRedirect('http://localhost:3000/x', 'http://localhost:3000/')).toBe('/x');
    expect(sanitizeRedirect('https://maya.example/x', 'https://maya.example/auth/callback')).toBe('/x');
  });

  it('still accepts plain paths when the origin cannot be parsed, but no absolute URL', () => {
    expect(sanitizeRedirect('/reveal', 'not an origin')).toBe('/reveal');
    expect(sanitizeRedirect('http://localhost:3000/reveal', 'not an origin')).toBe('/beta');
  });
});

describe('sanitizeRedirect: attacks fall back to /beta', () => {
  it.each([
    // other origins
    'https://evil.com',
    'https://evil.com/beta',
    'http://evil.com:3000/beta',
    'https://localhost:3000/beta',
    'http://localhost:3001/beta',
    'http://localhost:3000.evil.com/beta',
    'http://localhost:3000@evil.com',
    'http://localhost:3000@evil.com/beta',
    'http://user:pass@evil.com/',
    'https:evil.com',
    'https:/evil.com',
    'http:evil.com',
    'ftp://localhost:3000/beta',
    // protocol-relative and backslash forms
    '//evil.com',
    '//evil.com/beta',
    '///evil.com',
    '////evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '/beta\\..\\..\\evil.com',
    // encoded slashes and backslashes
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%252F%252Fevil.com',
    '/%255Cevil.com',
    '%2F%2Fevil.com',
    '/%E0%A4%A',
    // whitespace and control characters
    ' //evil.com',
    '\t//evil.com',
    '\n//evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/\u0000/evil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    '/%00/evil.com',
    '/\u200b/evil.com',
    '/\ufeff/evil.com',
    '/\u202e/evil.com',
    '/ beta',
    // dangerous schemes, any case, leading space/tab/newline
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\njavascript:alert(1)',
    '\r\n javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ' data:text/html,x',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    '\tvbscript:msgbox(1)',
    // not a path at all
    'beta',
    'evil.com',
    '.',
    '?next=/beta',
    '#/beta',
    'mailto:a@b.c',
    'file:///etc/passwd',
    'http://',
    'http://[::1',
  ])('%j', (target) => {
    expect(safe(target)).toBe('/beta');
  });

  it('refuses overlong targets', () => {
    expect(MAX_REDIRECT_LENGTH).toBe(2048);
    expect(safe(`/${'a'.repeat(MAX_REDIRECT_LENGTH)}`)).toBe('/beta');
    expect(safe(`/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`)).toBe(`/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`);
  });

  it('refuses a non-string target that slipped past the types', () => {
    expect(sanitizeRedirect(42 as unknown as string, ORIGIN)).toBe('/beta');
  });
});

describe('sanitizeRedirect: forbidden query parameters (§5)', () => {
  it('names javascript, data and vbscript', () => {
    expect(FORBIDDEN_QUERY_PARAMS).toEqual(['javascript', 'data', 'vbscript']);
  });

  it.each([
    ['/beta?javascript=alert(1)', '/beta'],
    ['/beta?data=x&tab=1', '/beta?tab=1'],
    ['/beta?tab=1&vbscript=x', '/beta?tab=1'],
    ['/beta?a=1&javascript=x&data=y&vbscript=z&b=2', '/beta?a=1&b=2'],
    ['/beta?JavaScript=x&DATA=y', '/beta'],
    ['/beta?java%73cript=x', '/beta'],
    ['/beta?javascript', '/beta'],
    ['/beta?javascript=x#top', '/beta#top'],
    ['/beta?next=javascript:alert(1)&ok=1', '/beta?ok=1'],
    ['/beta?next=javascript%3Aalert(1)', '/beta'],
    ['/beta?u=%20data%3Atext%2Fhtml', '/beta'],
    ['/beta?database=1&metadata=2', '/beta?database=1&metadata=2'],
    ['/beta?', '/beta'],
    ['/beta?&&a=1', '/beta?a=1'],
    ['http://localhost:3000/beta?data=1&x=2', '/beta?x=2'],
  ])('%s → %s', (target, expected) => {
    expect(safe(target)).toBe(expected);
  });

  it('falls back when a parameter is not decodable', () => {
    expect(safe('/beta?x=%E0%A4%A')).toBe('/beta');
  });
});
