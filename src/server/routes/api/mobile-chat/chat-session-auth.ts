import type { FastifyReply, FastifyRequest } from 'fastify';
import { MOBILE_CHAT_COOKIE, MOBILE_CHAT_COOKIE_PATH } from '../../../plugins/auth';
import { sessionFromCookie, touchSession, type MobileSession } from '@server/modules/conversation';
import { MOBILE_CHAT_ERRORS } from '@shared/schemas/mobile-chat';
import { fail } from '../../../lib/route-errors';

declare module 'fastify' {
  interface FastifyRequest {
    chatSession: MobileSession | null;
  }
}

const cookieOptions = (req: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: req.server.config.PUBLIC_URL.startsWith('https:'),
  path: MOBILE_CHAT_COOKIE_PATH,
});

export function setChatCookie(req: FastifyRequest, reply: FastifyReply, secret: string, expires: Date) {
  reply.setCookie(MOBILE_CHAT_COOKIE, secret, { ...cookieOptions(req), expires });
}

export const clearChatCookie = (req: FastifyRequest, reply: FastifyReply) => reply.clearCookie(MOBILE_CHAT_COOKIE, cookieOptions(req));

/**
 * preHandler of the phone's chat routes: the mobile session from the chat cookie, or the spec's
 * refusal — 401 'invalid_link' (no cookie, unknown, or ended from the desktop) or 410
 * 'session_expired' — with the cookie cleared. Other features (issue 14) read `req.chatSession`.
 */
export async function requireChatSession(req: FastifyRequest, reply: FastifyReply) {
  const found = await sessionFromCookie(req.server.db, req.cookies[MOBILE_CHAT_COOKIE]);
  if (found.status !== 'ok') {
    if (req.cookies[MOBILE_CHAT_COOKIE] !== undefined) clearChatCookie(req, reply);
    throw found.status === 'expired'
      ? fail(410, MOBILE_CHAT_ERRORS.sessionExpired.code, MOBILE_CHAT_ERRORS.sessionExpired.message)
      : fail(401, MOBILE_CHAT_ERRORS.invalidLink.code, MOBILE_CHAT_ERRORS.invalidLink.message);
  }
  req.chatSession = found.session;
  await touchSession(req.server.db, found.session.id);
}

export const chatSessionOf = (req: FastifyRequest): MobileSession => {
  if (!req.chatSession) throw fail(401, MOBILE_CHAT_ERRORS.invalidLink.code, MOBILE_CHAT_ERRORS.invalidLink.message);
  return req.chatSession;
};
