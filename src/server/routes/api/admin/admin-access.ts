import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasRole, roleOf, type Role } from '@server/modules/moderation';
import { NOT_SIGNED_IN } from '../../../plugins/auth';
import { safeEqual } from '../../../lib/tokens';

/** Who is calling an /api/admin route: the CLI (the bearer token, as an admin) or a signed-in moderator or admin. */
export type AdminCaller = { role: Role; actor: string };

declare module 'fastify' {
  interface FastifyRequest {
    adminCaller: AdminCaller | null;
  }
}

export const NOT_FOR_MEMBERS = 'This page is for the Maya team. Sign in with the e-mail address the team gave access to.';
export const ADMINS_ONLY = 'Only an admin can do this.';

/**
 * The role check of every /api/admin route (ADR 055), on the server: the bearer token (the CLI only; never typed
 * into a browser) or the signed-in session's verified e-mail in ADMIN_EMAILS / MODERATOR_EMAILS. Anonymous → 401,
 * a member (or a moderator on an admin route) → 403, both as { code, message }.
 */
export const requireRole =
  (needed: Role, opts: { token?: string; lists: { ADMIN_EMAILS: string[]; MODERATOR_EMAILS: string[] } }) =>
  async (req: FastifyRequest, reply: FastifyReply) => {
    const bearer = req.headers.authorization;
    if (bearer !== undefined) {
      if (opts.token && safeEqual(bearer, `Bearer ${opts.token}`)) {
        req.adminCaller = { role: 'admin', actor: 'cli' };
        return;
      }
      return reply.code(401).send({ code: 'unauthorized', message: 'Admin token required.' });
    }
    if (!req.auth) return reply.code(401).send({ code: 'not_signed_in', message: NOT_SIGNED_IN });
    const role = roleOf(req.auth, opts.lists);
    if (!role) return reply.code(403).send({ code: 'not_staff', message: NOT_FOR_MEMBERS });
    if (!hasRole(role, needed)) return reply.code(403).send({ code: 'admins_only', message: ADMINS_ONLY });
    req.adminCaller = { role, actor: req.auth.email! };
  };

export const callerOf = (req: FastifyRequest): AdminCaller => req.adminCaller!;

/** The audit log's who and why for a waitlist action: the caller, and the reason given (the CLI may give none). */
export const whoAndWhy = (req: FastifyRequest & { body: { reason?: string } }) => ({
  actorEmail: callerOf(req).actor,
  reason: req.body.reason || (callerOf(req).actor === 'cli' ? 'From the command line' : 'No reason given'),
});
