import { describe, expect, it } from 'vitest';
import { REQUIRED_SECURITY_HEADERS, missingSecurityHeaders } from './security-headers';
import { SECURE_HEADERS } from './test-fixtures';

const all = SECURE_HEADERS;
const getter = (h: Record<string, string>) => (name: string) => h[name] ?? null;

describe('security header check (§7.3)', () => {
  it('finds nothing missing when every header is sent', () => {
    expect(missingSecurityHeaders(getter(all))).toEqual([]);
  });

  it('reports each missing or empty header', () => {
    const { 'x-frame-options': _, ...rest } = all;
    expect(missingSecurityHeaders(getter({ ...rest, 'referrer-policy': ' ' }))).toEqual(['x-frame-options', 'referrer-policy']);
    expect(missingSecurityHeaders(getter({}))).toEqual([...REQUIRED_SECURITY_HEADERS]);
  });

  it('counts HSTS shorter than a year as missing', () => {
    expect(missingSecurityHeaders(getter({ ...all, 'strict-transport-security': 'max-age=86400' }))).toEqual(['strict-transport-security']);
  });
});
