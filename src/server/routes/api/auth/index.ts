import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionLifetimes } from '../../../config';
import { sanitizeRedirect } from '@shared/domain/auth/redirect';
import { isKnownTimeZone } from '@shared/domain/security/anomalies';
import * as s from '@shared/schemas/auth';
import { FLOW_COOKIE, REFRESH_COOKIE } from '../../../plugins/auth';
import {
  createSession,
  revoke,
  rotateRefreshToken,
  sessionIdForRefreshToken,
  consumeSignInFlow,
  saveSignInFlow,
} from '@server/modules/sessions';
import { displayNameOf, findUser, upsertUserFromIdentity } from '@server/modules/users';
import { isBannedIdentity } from '@server/modules/moderation';
import { randomToken } from '../../../lib/tokens';
import { clearFlowCookie, clearSessionCookies, setFlowCookie, setSessionCookies } from './cookies';
import { sessionView } from './session-view';

const error = (code: string, message: string) => ({ code, message });

export const BANNED = "This e-mail address can't be used on Maya: an account with it was banned for breaking Maya's community rules.";

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const origin = new URL(app.config.PUBLIC_URL).origin;
  const secure = origin.startsWith('https:');
  const ttl = sessionLifetimes(app.config);

  app.post(
    '/api/auth/signin',
    { schema: { body: s.signInRequestSchema, response: { 200: s.signInResponseSchema, 502: s.apiErrorSchema } } },
    async (req, reply) => {
      const checks = app.oidc.newChecks();
      const binding = randomToken();
      const redirectTo = sanitizeRedirect(req.body.redirect_to, origin);
      let url: string;
      try {
        url = await app.oidc.authorizationUrl(checks);
      } catch (err) {
        req.log.warn({ err }, 'identity provider unreachable');
        return reply.code(502).send(error('provider_unavailable', 'Authentication failed. Please try again.'));
      }
      await saveSignInFlow(app.db, { checks, browserBinding: binding, redirectTo, provider: app.oidc.settings.kind });
      setFlowCookie(reply, binding, secure);
      return { url };
    },
  );

  app.post(
    '/api/auth/callback',
    {
      schema: { body: s.callbackRequestSchema, response: { 200: s.callbackResponseSchema, 400: s.apiErrorSchema, 403: s.apiErrorSchema } },
    },
    async (req, reply) => {
      const query = new URLSearchParams(req.body.query.replace(/^\?/, ''));
      const state = query.get('state');
      const flow = state ? await consumeSignInFlow(app.db, state, req.cookies[FLOW_COOKIE]) : null;
      clearFlowCookie(reply, secure);
      if (!flow) {
        await app.securityLog.record(req, {
          type: 'oauth_state_mismatch',
          metadata: { reason: state ? 'unknown, expired, reused or foreign state' : 'missing state' },
        });
        return reply.code(400).send(error('invalid_state', 'Authentication failed. Please try again.'));
      }
      let identity;
      try {
        identity = await app.oidc.exchange(req.body.query, flow.checks);
      } catch (err) {
        await app.securityLog.record(req, { type: 'auth_failure', metadata: { reason: err instanceof Error ? err.message : String(err) } });
        return reply.code(400).send(error('callback_failed', 'Sign-in was interrupted. Please try again.'));
      }
      // A banned member's verified address never signs in again, as the same account or a new one (ADR 055).
      if (await isBannedIdentity(app.db, identity)) {
        await app.securityLog.record(req, { type: 'auth_failure', metadata: { reason: 'banned address' } });
        return reply.code(403).send(error('account_banned', BANNED));
      }
      const { user, displayName } = await upsertUserFromIdentity(app.db, identity);
      const tokens = await createSession(app.db, user.id, req.headers['user-agent'], ttl);
      setSessionCookies(reply, tokens, secure);
      // NOTE: an unknown zone never refuses a sign-in; the rule then reads that sign-in in UTC.
      const timeZone = req.body.time_zone && isKnownTimeZone(req.body.time_zone) ? req.body.time_zone : undefined;
      await app.securityLog.record(req, {
        type: 'auth_success',
        userId: user.id,
        metadata: { provider: app.oidc.settings.kind, timeZone },
      });
      return { session: sessionView(user, displayName, tokens.accessExpiresAt), redirect_to: flow.redirectTo };
    },
  );

  app.get('/api/auth/session', { schema: { response: { 200: s.sessionResponseSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const auth = req.auth;
    if (!auth) return { session: null, can_refresh: Boolean(req.cookies[REFRESH_COOKIE]) };
    const displayName = await displayNameOf(app.db, auth.userId);
    return {
      session: sessionView({ id: auth.userId, email: auth.email, createdAt: auth.userCreatedAt }, displayName, auth.accessExpiresAt),
      can_refresh: true,
    };
  });

  app.post(
    '/api/auth/refresh',
    { schema: { body: z.object({}).nullish(), response: { 200: s.sessionResponseSchema, 401: s.apiErrorSchema } } },
    async (req, reply) => {
      const token = req.cookies[REFRESH_COOKIE];
      const result = token && token.length <= 100 ? await rotateRefreshToken(app.db, token, ttl) : ({ kind: 'invalid' } as const);
      if (result.kind !== 'rotated') {
        clearSessionCookies(reply, secure);
        if (result.kind === 'reused')
          await app.securityLog.record(req, {
            type: 'auth_failure',
            userId: result.userId,
            riskLevel: 'HIGH',
            metadata: { reason: 'refresh token reused; session revoked' },
          });
        if (result.kind === 'expired') await app.securityLog.record(req, { type: 'session_expired', userId: result.userId, metadata: {} });
        return reply.code(401).send(error('invalid_session', 'Session validation failed. Please try again.'));
      }
      setSessionCookies(reply, result.tokens, secure);
      const [displayName, user] = await Promise.all([displayNameOf(app.db, result.userId), findUser(app.db, result.userId)]);
      return { session: sessionView(user!, displayName, result.tokens.accessExpiresAt), can_refresh: true };
    },
  );

  app.post(
    '/api/auth/signout',
    { schema: { body: z.object({}).nullish(), response: { 204: z.null().describe('Signed out; the session cookies are cleared') } } },
    async (req, reply) => {
      const refresh = req.cookies[REFRESH_COOKIE];
      const sessionId = req.auth?.sessionId ?? (refresh && refresh.length <= 100 ? await sessionIdForRefreshToken(app.db, refresh) : null);
      if (sessionId) await revoke(app.db, sessionId, 'signed_out');
      clearSessionCookies(reply, secure);
      return reply.code(204).send(null);
    },
  );
}
