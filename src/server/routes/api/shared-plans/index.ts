import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/date-day';
import { sharedPlanOf } from '@server/modules/channels';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 404, 410);

/**
 * A date plan a member shared with a friend (issue 42 item 4): public, read by the unguessable token alone; the time,
 * the kind of place and the match's first name, nothing more. 404 for a token nobody made, 410 once it has expired
 * (after the date, or at once when the date is called off). The clock is the messenger's, which plans the dates.
 * NOTE: never cached, so an expired or cancelled plan is not served from a cache on the way.
 */
export async function sharedPlanRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/shared-plans/:token',
    { schema: { params: s.sharedPlanParamsSchema, response: { 200: s.sharedPlanSchema, ...errors } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await sharedPlanOf(app.db, req.params.token, app.messenger.deps.now());
      if (result.kind === 'not_found') throw fail(404, 'shared_plan_not_found', s.SHARED_PLAN_MESSAGES.notFound);
      if (result.kind === 'expired') throw fail(410, 'shared_plan_expired', s.SHARED_PLAN_MESSAGES.expired);
      return result.plan;
    },
  );
}
