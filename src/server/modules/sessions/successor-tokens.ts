import { createHmac } from 'node:crypto';

/**
 * The pair a refresh token is exchanged for, derived from it with a keyed hash (HMAC-SHA256 keyed
 * with the raw refresh token). Deriving rather than drawing at random lets a second presentation
 * inside the reuse interval (two tabs, a retry after a lost answer) get exactly the same pair back
 * while the database still holds only hashes.
 * NOTE: the session id is mixed in as a server-only secret (a random UUID that never leaves the
 * server). Without it, anyone holding an old refresh token could compute every later token of the
 * chain — including the live access token — offline. Never send session ids to the browser.
 */
export function successorTokens(refreshToken: string, sessionId: string) {
  const derive = (label: string) => createHmac('sha256', refreshToken).update(`${label}:${sessionId}`).digest('base64url');
  return { refreshToken: derive('maya-refresh-successor'), accessToken: derive('maya-access-successor') };
}
