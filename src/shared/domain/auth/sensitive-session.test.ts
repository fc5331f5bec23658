import { describe, expect, it } from 'vitest';
import { SENSITIVE_SIGN_IN_MAX_AGE_MS, confirmsEmail, exportFileName, isFreshForSensitiveOperation } from './sensitive-session';

describe('sensitive operations (§5)', () => {
  const signedIn = new Date('2026-01-10T12:00:00Z');
  it('are allowed for a sign-in less than 10 minutes old', () => {
    expect(SENSITIVE_SIGN_IN_MAX_AGE_MS).toBe(600_000);
    expect(isFreshForSensitiveOperation(signedIn, signedIn.getTime())).toBe(true);
    expect(isFreshForSensitiveOperation(signedIn, signedIn.getTime() + 599_999)).toBe(true);
  });
  it('are refused at 10 minutes and after, and for a sign-in in the future', () => {
    expect(isFreshForSensitiveOperation(signedIn, signedIn.getTime() + 600_000)).toBe(false);
    expect(isFreshForSensitiveOperation(signedIn, signedIn.getTime() + 3_600_000)).toBe(false);
    expect(isFreshForSensitiveOperation(signedIn, signedIn.getTime() - 1)).toBe(false);
  });
});

describe('confirming by e-mail', () => {
  it('ignores case and outer spaces', () => {
    expect(confirmsEmail('  Ada@Example.com ', 'ada@example.com')).toBe(true);
  });
  it('refuses another address, an empty one, or an account without e-mail', () => {
    expect(confirmsEmail('ada@example.org', 'ada@example.com')).toBe(false);
    expect(confirmsEmail('', 'ada@example.com')).toBe(false);
    expect(confirmsEmail('ada@example.com', null)).toBe(false);
  });
});

describe('the export file name', () => {
  it('is maya-data-YYYY-MM-DD.json from the export time', () => {
    expect(exportFileName('2026-11-23T16:20:00.000Z')).toBe('maya-data-2026-11-23.json');
  });
});
