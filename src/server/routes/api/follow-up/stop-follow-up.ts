import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followUpSchema } from '@shared/schemas/follow-up';
import { signedInUser } from '../../../plugins/auth';
import { stopFollowUp } from '@server/modules/assessment';
import { errorResponses } from '../../../lib/route-errors';

/** POST /api/profile/follow-up/stop: the person ends the follow-up; the profile keeps every answer given. */
export async function stopFollowUpRoute(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/profile/follow-up/stop',
    // No body is needed; an empty object is accepted too.
    { schema: { body: z.object({}).nullish(), response: { 200: followUpSchema, ...errorResponses(400, 401, 404, 429) } } },
    async (req) => stopFollowUp(app.db, signedInUser(req).userId),
  );
}
