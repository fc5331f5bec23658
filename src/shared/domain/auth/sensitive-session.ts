/**
 * §5 "A session is fresh for sensitive operations only if more than 10 minutes remain." Maya's
 * sessions last 24 h and refresh silently, so "remaining" time says nothing about who is at the
 * keyboard; deleting an account instead needs a sign-in less than 10 minutes old (ADR 019). A
 * sign-in that recent always has far more than 10 minutes left, so the spec's rule holds too.
 */
export const SENSITIVE_SIGN_IN_MAX_AGE_MS = 10 * 60_000;

/** Whether a session signed in at `signedInAt` may still do a sensitive operation at `nowMs`. */
export function isFreshForSensitiveOperation(signedInAt: Date, nowMs: number): boolean {
  const age = nowMs - signedInAt.getTime();
  return age >= 0 && age < SENSITIVE_SIGN_IN_MAX_AGE_MS;
}

/** The e-mail typed to confirm a deletion matches the account's, ignoring case and outer spaces. */
export function confirmsEmail(typed: string, accountEmail: string | null): boolean {
  if (!accountEmail) return false;
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}

/** The download's file name: maya-data-YYYY-MM-DD.json, dated by the export's own (UTC) time. */
export const exportFileName = (exportedAt: string) => `maya-data-${exportedAt.slice(0, 10)}.json`;
