import { shouldAutoRefresh } from '../../../lib/session-state';

/**
 * The Session tab's state. The browser knows who is signed in and when the access it holds ends
 * (`expires_at`, at most an hour ahead, §4.2); the auth provider renews it when 90 s or less remain.
 */
export type SessionView = { state: 'none' | 'expired' | 'renewing' | 'valid'; remainingMs: number | null };

export function sessionView(userId: string | null, expiresAtSec: number | null, nowMs: number): SessionView {
  if (!userId || expiresAtSec === null) return { state: 'none', remainingMs: null };
  const remainingMs = expiresAtSec * 1000 - nowMs;
  if (remainingMs <= 0) return { state: 'expired', remainingMs: 0 };
  return { state: shouldAutoRefresh(expiresAtSec, nowMs) ? 'renewing' : 'valid', remainingMs };
}

/** "23 h 59 min", "4 min", "under a minute". */
export function remainingText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}
