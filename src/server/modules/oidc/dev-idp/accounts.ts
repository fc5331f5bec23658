import { createHash } from 'node:crypto';

export type DevAccount = { sub: string; email: string; name: string };

/**
 * People who signed in through the built-in provider. In memory on purpose: it is a development
 * stand-in for Google, and the subject is derived from the e-mail so it is stable across restarts.
 */
export function createDevAccounts() {
  const accounts = new Map<string, DevAccount>();
  return {
    upsert(email: string, name: string): DevAccount {
      const normalized = email.trim().toLowerCase();
      const sub = `dev-${createHash('sha256').update(normalized).digest('hex').slice(0, 24)}`;
      const account = { sub, email: normalized, name: name.trim() };
      accounts.set(sub, account);
      return account;
    },
    get: (sub: string) => accounts.get(sub),
  };
}

export type DevAccounts = ReturnType<typeof createDevAccounts>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validates the sign-in form; returns the error to show, or null. */
export function validateSignInForm(email: string, name: string): string | null {
  if (!EMAIL.test(email.trim()) || email.length > 254) return 'Enter a valid email address.';
  if (!name.trim() || name.length > 80) return 'Enter your name (up to 80 characters).';
  return null;
}
