import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { authenticate } from '../services/sessions/session-store';

export const ACCESS_COOKIE = 'maya_at';
export const REFRESH_COOKIE = 'maya_rt';
export const FLOW_COOKIE = 'maya_oauth';
export const REFRESH_COOKIE_PATH = '/api/auth';

export type RequestAuth = { userId: string; sessionId: string; email: string | null; userCreatedAt: Date; accessExpiresAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** Resolves the signed-in person from the access-token cookie on every API request. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const token = req.cookies[ACCESS_COOKIE];
    if (!req.url.startsWith('/api/') || !token || token.length > 100) return;
    const found = await authenticate(opts.db, token);
    if (found) {
      req.auth = { userId: found.user.id, sessionId: found.sessionId, email: found.user.email, userCreatedAt: found.user.createdAt, accessExpiresAt: found.accessExpiresAt };
    }
  });
}, { name: 'auth' });

export const NOT_SIGNED_IN = 'Please log in to continue';

/** preHandler for routes that need a signed-in person. */
export async function requireUser(req: FastifyRequest, reply: FastifyReply) {
  if (!req.auth) return reply.code(401).send({ code: 'not_signed_in', message: NOT_SIGNED_IN });
}

export const signedInUser = (req: FastifyRequest): RequestAuth => {
  if (!req.auth) throw Object.assign(new Error(NOT_SIGNED_IN), { statusCode: 401, code: 'not_signed_in' });
  return req.auth;
};
