import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/admin';
import { approve, invite, listWaitlist } from '@server/modules/invites';
import { errorResponses } from '../../../lib/route-errors';
import { auditWaitlist } from '@server/modules/moderation';
import { requireRole, whoAndWhy } from './admin-access';
import { agentAdminRoutes } from './agent-routes';
import { moderationRoutes } from './moderation-routes';
import { overviewRoutes } from './overview-routes';

const errors = errorResponses(400, 401, 403);

/**
 * Every /api/admin route (ADR 055), each behind the role check of its part: the moderators' console (queue,
 * actions, audit), and the admins' (the CLI's waitlist, invites and demo members, the overview). The bearer token
 * serves `npm run admin`; the browser comes with a signed-in session whose verified e-mail has the role.
 */
export async function adminRoutes(instance: FastifyInstance, opts: { token?: string }) {
  const lists = { ADMIN_EMAILS: instance.config.ADMIN_EMAILS, MODERATOR_EMAILS: instance.config.MODERATOR_EMAILS };
  instance.decorateRequest('adminCaller', null);
  await instance.register(async (moderators) => {
    moderators.addHook('onRequest', requireRole('moderator', { token: opts.token, lists }));
    await moderators.register(moderationRoutes);
  });
  await instance.register(async (admins) => {
    admins.addHook('onRequest', requireRole('admin', { token: opts.token, lists }));
    await admins.register(adminOnlyRoutes);
    await admins.register(overviewRoutes);
  });
}

async function adminOnlyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/invite',
    { schema: { body: s.adminEmailRequestSchema, response: { 200: s.adminInviteResponseSchema, ...errors } } },
    async (req) => ({
      result: await invite(app.db, req.body.email),
    }),
  );

  app.post(
    '/api/admin/approve',
    { schema: { body: s.adminWaitlistActionSchema, response: { 200: s.adminApproveResponseSchema, ...errors } } },
    async (req) => {
      const { result, userId } = await approve(app.db, app.email, req.body.email, new URL(app.config.PUBLIC_URL).origin);
      if (userId) await auditWaitlist(app.db, { userId, action: 'approve', ...whoAndWhy(req) }, new Date());
      return { result };
    },
  );

  app.get('/api/admin/waitlist', { schema: { response: { 200: s.adminWaitlistResponseSchema, ...errors } } }, async () => ({
    entries: (await listWaitlist(app.db)).map((e) => ({
      email: e.email,
      joined: e.joined.toISOString(),
      approvedAt: e.approvedAt?.toISOString() ?? null,
      declinedAt: e.declinedAt?.toISOString() ?? null,
    })),
  }));

  agentAdminRoutes(app);
}
