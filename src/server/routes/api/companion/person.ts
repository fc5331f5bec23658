import type { FastifyReply, FastifyRequest } from 'fastify';
import { MOBILE_CHAT_COOKIE, NOT_SIGNED_IN } from '../../../plugins/auth';
import { fail } from '../../../lib/route-errors';
import { sessionFromCookie } from '@server/modules/conversation';

declare module 'fastify' {
  interface FastifyRequest {
    companionUserId?: string;
  }
}

/**
 * onRequest hook of the companion routes: the person is the signed-in one (main session) or the
 * one of a live mobile-chat cookie (spec §6: companion features need a person; 401 otherwise).
 * NOTE: the chat cookie's path is /api/mobile-chat, which is why these routes live under it.
 */
export async function requireCompanionPerson(req: FastifyRequest, reply: FastifyReply) {
  let userId = req.auth?.userId ?? null;
  if (!userId) {
    const chat = await sessionFromCookie(req.server.db, req.cookies[MOBILE_CHAT_COOKIE]);
    if (chat.status === 'ok') userId = chat.session.userId;
  }
  if (!userId) return reply.code(401).send({ code: 'not_signed_in', message: NOT_SIGNED_IN });
  req.companionUserId = userId;
}

export const companionPerson = (req: FastifyRequest): string => {
  if (!req.companionUserId) throw fail(401, 'not_signed_in', NOT_SIGNED_IN);
  return req.companionUserId;
};
