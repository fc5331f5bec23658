/**
 * Session rules of spec §4.2 and §5. Times are milliseconds unless the name
 * says otherwise; `expires_at` is in seconds since the epoch, as in §3 "Session".
 */
/** §4.2: a session with less than this left is valid but needs a refresh. */
export const REFRESH_THRESHOLD_MS = 60 * 60 * 1000;
/** §4.2: a session that needs a refresh gets one this long after the auth event. */
export const REFRESH_DELAY_AFTER_EVENT_MS = 60_000;
/** §4.2: the client's auto-refresh tick ... */
export const AUTO_REFRESH_TICK_MS = 30_000;
/** ... and it refreshes when about this many ticks remain. */
export const AUTO_REFRESH_TICKS = 3;

export const SESSION_STATES = ['none', 'missing_tokens', 'missing_expiry', 'expired', 'valid', 'needs_refresh'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

export type SessionLike = {
  access_token?: string | null;
  refresh_token?: string | null;
  /** Seconds since the epoch. */
  expires_at?: number | null;
};

const remainingMs = (expiresAtSec: number, nowMs: number): number => expiresAtSec * 1000 - nowMs;

/** §4.2 session validation states, checked in the order listed there. */
export function classifySession(session: SessionLike | null | undefined, nowMs: number): SessionState {
  if (!session) return 'none';
  if (!session.access_token || !session.refresh_token) return 'missing_tokens';
  const expiresAt = session.expires_at;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return 'missing_expiry';
  const left = remainingMs(expiresAt, nowMs);
  if (left <= 0) return 'expired';
  if (left < REFRESH_THRESHOLD_MS) return 'needs_refresh';
  return 'valid';
}

/**
 * §4.2: the client's tick refreshes when no more than 3 ticks of 30 s (90 s) remain. An already
 * expired session also answers true: refreshing is the only way back (the server decides whether
 * the refresh token is still good). A missing expiry answers false: there is nothing to refresh.
 */
export function shouldAutoRefresh(expiresAtSec: number | null | undefined, nowMs: number): boolean {
  if (typeof expiresAtSec !== 'number' || !Number.isFinite(expiresAtSec)) return false;
  return remainingMs(expiresAtSec, nowMs) <= AUTO_REFRESH_TICKS * AUTO_REFRESH_TICK_MS;
}

/** UUID versions 1-5 with the RFC 4122 variant (8, 9, a or b), any case. */
export const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * §5 "User validity": an object with id, email and created_at, id a UUID of versions 1 to 5.
 * email and created_at only have to be present as non-empty strings (their format is not specified);
 * other fields pass through untouched.
 */
export type ValidUser = { id: string; email: string; created_at: string; [field: string]: unknown };

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

// Checked by hand rather than with zod: the client's entry chunk needs this, and zod is not small.
export function isValidUser(u: unknown): u is ValidUser {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return false;
  const { id, email, created_at: createdAt } = u as Record<string, unknown>;
  return typeof id === 'string' && UUID_V1_TO_V5.test(id) && nonEmptyString(email) && nonEmptyString(createdAt);
}
