import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SENSITIVE_SIGN_IN_MAX_AGE_MS,
  confirmsEmail,
  exportFileName,
  isFreshForSensitiveOperation,
} from '@shared/domain/auth/sensitive-session';
import { PRIVACY_MESSAGES, deleteAccountRequestSchema, personalDataExportSchema, privacyAccountSchema } from '@shared/schemas/privacy';
import { sessions } from '../../../db/schema';
import { signedInUser } from '../../../plugins/auth';
import { erasePersonalData, exportPersonalData } from '@server/modules/privacy';
import { clearSessionCookies } from '../auth/cookies';
import { errorResponses, fail } from '../../../lib/route-errors';

/** 'Your Rights' (issue 16): download everything Maya holds about you, and delete your account. Signed in. */
export async function privacyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const secure = new URL(app.config.PUBLIC_URL).origin.startsWith('https:');

  /** When this browser signed in (a refresh keeps it), or null when its session is gone. */
  const signedInAt = async (sessionId: string) => {
    const [row] = await app.db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    return row?.createdAt ?? null;
  };

  app.get('/api/privacy/account', { schema: { response: { 200: privacyAccountSchema, ...errorResponses(401) } } }, async (req) => {
    const { sessionId, email } = signedInUser(req);
    const since = await signedInAt(sessionId);
    if (!since) throw fail(401, 'not_signed_in', 'Please log in to continue');
    return {
      email,
      signed_in_at: since.toISOString(),
      can_delete_until: new Date(since.getTime() + SENSITIVE_SIGN_IN_MAX_AGE_MS).toISOString(),
    };
  });

  app.post(
    '/api/privacy/export',
    {
      schema: {
        body: z.object({}).nullish(),
        response: {
          200: personalDataExportSchema.describe('Everything Maya holds about the signed-in person'),
          ...errorResponses(401, 429),
        },
      },
    },
    async (req, reply) => {
      const { userId } = signedInUser(req);
      if (!(await app.stores.exportLimit.take(userId))) throw fail(429, 'export_limited', PRIVACY_MESSAGES.exportLimited);
      const data = await exportPersonalData(app.db, userId);
      const rows = Object.values(data.tables).reduce((n, list) => n + list.length, 0);
      // Logged after reading, so the file holds what was there when it was asked for.
      await app.securityLog.record(req, { type: 'data_export', userId, metadata: { tables: Object.keys(data.tables).length, rows } });
      reply.header('content-disposition', `attachment; filename="${exportFileName(data.exported_at)}"`).header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/privacy/delete-account',
    {
      schema: {
        body: deleteAccountRequestSchema,
        response: {
          204: z.null().describe('Deleted (or already deleted); the session cookies are cleared'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const { userId, sessionId, email } = signedInUser(req);
      if (!confirmsEmail(req.body.email, email)) throw fail(400, 'email_mismatch', PRIVACY_MESSAGES.emailMismatch);
      const since = await signedInAt(sessionId);
      // No session row: a parallel call has just deleted this account. Same answer as that call.
      if (since && !isFreshForSensitiveOperation(since, Date.now())) throw fail(403, 'sign_in_again', PRIVACY_MESSAGES.signInAgain);
      const result = await erasePersonalData(app.db, userId, app.stores, req.log);
      if (result.erased) {
        // Logged without the person: the event counts deletions, it does not say whose.
        await app.securityLog.record(req, {
          type: 'account_deleted',
          metadata: { deleted: result.deleted, anonymised: result.anonymised },
        });
      }
      clearSessionCookies(reply, secure);
      return reply.code(204).send(null);
    },
  );
}
