import type { FastifyReply } from 'fastify';
import { ACCESS_COOKIE, FLOW_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../../plugins/auth';
import { type IssuedTokens, SIGN_IN_FLOW_TTL_MS } from '@server/modules/sessions';

const STALE_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

/** httpOnly, SameSite cookies; Secure whenever the app is served over https. */
export function setSessionCookies(reply: FastifyReply, tokens: IssuedTokens, secure: boolean) {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: tokens.accessExpiresAt,
  });
  // Outlives the session by the 7-day stale window so an expired session is recognised (and logged
  // as session_expired) instead of silently vanishing.
  const refreshCookieExpiry = new Date(tokens.expiresAt.getTime() + STALE_SESSION_MS);
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
    expires: refreshCookieExpiry,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(ACCESS_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH });
}

// Lax, not Strict: it must survive the top-level return from the identity provider.
export function setFlowCookie(reply: FastifyReply, binding: string, secure: boolean) {
  reply.setCookie(FLOW_COOKIE, binding, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: REFRESH_COOKIE_PATH,
    maxAge: SIGN_IN_FLOW_TTL_MS / 1000,
  });
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(FLOW_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: REFRESH_COOKIE_PATH });
}
