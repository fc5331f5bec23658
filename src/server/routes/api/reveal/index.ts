import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileResponseSchema } from '@shared/schemas/assessment';
import { signedInUser } from '../../../plugins/auth';
import { loadProfileView } from '@server/modules/assessment';
import { errorResponses } from '../../../lib/route-errors';

/** The reveal's read (§7.1 profile reads): the person's profile, or null before the assessment. Signed in. */
export async function revealRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/profile', { schema: { response: { 200: profileResponseSchema, ...errorResponses(401) } } }, async (req) => ({
    profile: await loadProfileView(app.db, signedInUser(req).userId),
  }));
}
