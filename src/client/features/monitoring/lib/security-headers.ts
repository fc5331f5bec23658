/**
 * Spec §7.3 "A HEAD request to the own origin to check security headers", §9 "Security header policy
 * includes HSTS at 31536000 s". The headers every answer of this origin must carry (the server's
 * security-headers plugin sends them); a missing one is an issue in the security dashboard.
 */
export const REQUIRED_SECURITY_HEADERS = [
  'strict-transport-security',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
] as const;

/** HSTS must last a year; a shorter max-age counts as missing. */
export const HSTS_MIN_MAX_AGE_S = 31_536_000;

const hstsLongEnough = (value: string) => {
  const match = /max-age=(\d+)/i.exec(value);
  return match !== null && Number(match[1]) >= HSTS_MIN_MAX_AGE_S;
};

/** The required headers that `get` (e.g. `Headers.get`) does not find, in the order listed. */
export function missingSecurityHeaders(get: (name: string) => string | null): string[] {
  return REQUIRED_SECURITY_HEADERS.filter((name) => {
    const value = get(name);
    if (value === null || value.trim() === '') return true;
    return name === 'strict-transport-security' && !hstsLongEnough(value);
  });
}
