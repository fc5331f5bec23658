import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as s from '@shared/schemas/admin';
import {
  UnknownCityError,
  DEMO_REFUSED_IN_PRODUCTION,
  removeDemoMembers,
  seedDemoMembers,
  listMemberReports,
} from '@server/modules/agents';
import { errorResponses, fail } from '../../../lib/route-errors';

/**
 * The agent network's admin routes (issue 31 items 7 and 9), behind the admin role of adminRoutes:
 * demo members for a real try (never in production) and the members' reports.
 */
export function agentAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/seed-members',
    {
      schema: {
        body: s.adminSeedMembersRequestSchema,
        response: { 200: s.adminSeedMembersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      if (app.config.NODE_ENV === 'production') throw fail(403, 'refused_in_production', DEMO_REFUSED_IN_PRODUCTION);
      const { count, seed, near = null, from } = req.body;
      try {
        const result = await seedDemoMembers(app.db, { count, seed, near, from });
        return { ...result, near: result.near && { id: result.near.id, name: result.near.name, country: result.near.country } };
      } catch (error) {
        if (error instanceof UnknownCityError) throw fail(400, error.code, error.message);
        throw error;
      }
    },
  );

  app.post(
    '/api/admin/remove-demo-members',
    { schema: { body: z.object({}).nullish(), response: { 200: s.adminRemoveDemoMembersResponseSchema, ...errorResponses(401, 403) } } },
    async () => ({ removed: await removeDemoMembers(app.db) }),
  );

  app.get('/api/admin/reports', { schema: { response: { 200: s.adminReportsResponseSchema, ...errorResponses(401, 403) } } }, async () => ({
    reports: (await listMemberReports(app.db)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  }));
}
