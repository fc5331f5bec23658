import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inviteStatusSchema, profileResponseSchema } from '../../../../shared/schemas/assessment';
import { apiErrorSchema } from '../../../../shared/schemas/auth';
import { requireUser, signedInUser } from '../../../plugins/auth';
import { loadProfileView } from '../../../services/assessment/profile-view';
import { admitIfAllowlisted } from '../../../services/handoff/invites';

export async function profileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/profile', { preHandler: requireUser, schema: { response: { 200: profileResponseSchema, 401: apiErrorSchema } } }, async (req) => ({
    profile: await loadProfileView(app.db, signedInUser(req).userId),
  }));

  /** §2.8 'Continue →' checks the allowlist: the one invite rule, which /connections' gate then agrees with. */
  app.get('/api/invite/status', { preHandler: requireUser, schema: { response: { 200: inviteStatusSchema, 401: apiErrorSchema } } }, async (req) => ({
    invited: await admitIfAllowlisted(app.db, signedInUser(req).userId),
  }));
}
