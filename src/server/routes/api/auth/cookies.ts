import type { FastifyReply } from 'fastify';
import { ACCESS_COOKIE, FLOW_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../../plugins/auth';
import type { IssuedTokens } from '../../../services/sessions/session-store';
import { SIGN_IN_FLOW_TTL_MS } from '../../../services/sessions/sign-in-flows';

/** httpOnly, SameSite cookies; Secure whenever the app is served over https. */
export function setSessionCookies(reply: FastifyReply, tokens: IssuedTokens, secure: boolean) {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: tokens.accessExpiresAt });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH, expires: tokens.expiresAt });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(ACCESS_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH });
}

// Lax, not Strict: it must survive the top-level return from the identity provider.
export function setFlowCookie(reply: FastifyReply, binding: string, secure: boolean) {
  reply.setCookie(FLOW_COOKIE, binding, { httpOnly: true, sameSite: 'lax', secure, path: REFRESH_COOKIE_PATH, maxAge: SIGN_IN_FLOW_TTL_MS / 1000 });
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(FLOW_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: REFRESH_COOKIE_PATH });
}
