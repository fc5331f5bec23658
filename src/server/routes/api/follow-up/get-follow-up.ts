import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followUpSchema } from '@shared/schemas/follow-up';
import { signedInUser } from '../../../plugins/auth';
import { followUpOf } from '@server/modules/assessment';
import { errorResponses } from '../../../lib/route-errors';

/** GET /api/profile/follow-up: where the person's follow-up stands, and the statement to answer next. */
export async function getFollowUpRoute(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/profile/follow-up', { schema: { response: { 200: followUpSchema, ...errorResponses(401, 404, 429) } } }, async (req) =>
    followUpOf(app.db, signedInUser(req).userId),
  );
}
