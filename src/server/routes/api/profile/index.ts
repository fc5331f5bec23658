import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPROVED_INVITE_STATUS } from '../../../../shared/domain/flow-steps';
import { inviteStatusSchema, profileResponseSchema } from '../../../../shared/schemas/assessment';
import { apiErrorSchema } from '../../../../shared/schemas/auth';
import { inviteAllowlist, profiles } from '../../../db/schema';
import { requireUser, signedInUser } from '../../../plugins/auth';
import { loadProfileView } from '../../../services/assessment/profile-view';

export async function profileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/profile', { preHandler: requireUser, schema: { response: { 200: profileResponseSchema, 401: apiErrorSchema } } }, async (req) => ({
    profile: await loadProfileView(app.db, signedInUser(req).userId),
  }));

  /** §2.8 'Continue →': invited when approved, or when the person's e-mail is on the allowlist. */
  app.get('/api/invite/status', { preHandler: requireUser, schema: { response: { 200: inviteStatusSchema, 401: apiErrorSchema } } }, async (req) => {
    const { userId, email } = signedInUser(req);
    const [profile] = await app.db.select({ inviteStatus: profiles.inviteStatus }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
    if (profile?.inviteStatus === APPROVED_INVITE_STATUS) return { invited: true };
    if (!email) return { invited: false };
    const [listed] = await app.db.select({ email: inviteAllowlist.email }).from(inviteAllowlist).where(eq(inviteAllowlist.email, email.toLowerCase())).limit(1);
    return { invited: Boolean(listed) };
  });
}
