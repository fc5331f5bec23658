import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/moderation';
import { adminWaitlistActionSchema } from '@shared/schemas/admin';
import { decline } from '@server/modules/invites';
import { auditWaitlist, overview } from '@server/modules/moderation';
import { whoAndWhy } from './admin-access';
import { errorResponses } from '../../../lib/route-errors';

/** The admins' part of the console (ADR 055): the overview, and declining a waitlist request. */
export async function overviewRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/overview',
    { schema: { response: { 200: s.overviewResponseSchema, ...errorResponses(401, 403) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const model = app.ai.modelStatus?.();
      return {
        ...(await overview(app.db, new Date())),
        model: {
          engine: model?.engine ?? app.ai.kind,
          state: model?.state ?? 'ok',
          model: model?.model ?? null,
          message: model?.message ?? null,
        },
      };
    },
  );

  app.post(
    '/api/admin/decline',
    { schema: { body: adminWaitlistActionSchema, response: { 200: s.declineResponseSchema, ...errorResponses(400, 401, 403) } } },
    async (req) => {
      const { result, userId } = await decline(app.db, req.body.email);
      if (userId) await auditWaitlist(app.db, { userId, action: 'decline', ...whoAndWhy(req) }, new Date());
      return { result };
    },
  );
}
