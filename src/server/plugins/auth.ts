import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '@server/modules/sessions';
import { fail } from '../lib/route-errors';

export const ACCESS_COOKIE = 'maya_at';
export const REFRESH_COOKIE = 'maya_rt';
export const FLOW_COOKIE = 'maya_oauth';
export const REFRESH_COOKIE_PATH = '/api/auth';
/** The phone's mobile-chat session (issue 13): bound to one mobile_chat_sessions row, not to a sign-in. */
export const MOBILE_CHAT_COOKIE = 'maya_chat';
export const MOBILE_CHAT_COOKIE_PATH = '/api/mobile-chat';

export type RequestAuth = {
  userId: string;
  sessionId: string;
  email: string | null;
  /** Whether the provider verified `email` (roles of the moderation console go by a verified address only). */
  emailVerified: boolean;
  userCreatedAt: Date;
  accessExpiresAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** Gives every request an `auth` slot (null: nobody signed in); `resolveSession` fills it. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
  },
  { name: 'auth' },
);

/**
 * onRequest hook: resolves the signed-in person from the access-token cookie. app.ts binds it to
 * every API route; any other route can opt in with `{ onRequest: resolveSession }`.
 */
export async function resolveSession(req: FastifyRequest) {
  const token = req.cookies[ACCESS_COOKIE];
  if (!token || token.length > 100) return;
  const found = await authenticate(req.server.db, token);
  if (found) {
    req.auth = {
      userId: found.user.id,
      sessionId: found.sessionId,
      email: found.user.email,
      emailVerified: found.user.emailVerified,
      userCreatedAt: found.user.createdAt,
      accessExpiresAt: found.accessExpiresAt,
    };
  }
}

export const NOT_SIGNED_IN = 'Please log in to continue';

/** The hook of the signed-in routes (routes/api/signed-in.ts): 401 when nobody is signed in. */
export async function requireUser(req: FastifyRequest, reply: FastifyReply) {
  if (!req.auth) return reply.code(401).send({ code: 'not_signed_in', message: NOT_SIGNED_IN });
}

export const signedInUser = (req: FastifyRequest): RequestAuth => {
  if (!req.auth) throw fail(401, 'not_signed_in', NOT_SIGNED_IN);
  return req.auth;
};
