import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/admin';
import { safeEqual } from '../../../lib/tokens';
import { approve, invite, listWaitlist } from '@server/modules/invites';
import { errorResponses } from '../../../lib/route-errors';
import { agentAdminRoutes } from './agent-routes';

const errors = errorResponses(400, 401);

/** The admin API behind `npm run admin` (a bearer token, no browser session, no cookies). */
export async function adminRoutes(instance: FastifyInstance, opts: { token: string }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const authorized = (req: FastifyRequest) => safeEqual(req.headers.authorization ?? '', `Bearer ${opts.token}`);
  app.addHook('onRequest', async (req, reply) => {
    if (!authorized(req)) return reply.code(401).send({ code: 'unauthorized', message: 'Admin token required.' });
  });

  app.post(
    '/api/admin/invite',
    { schema: { body: s.adminEmailRequestSchema, response: { 200: s.adminInviteResponseSchema, ...errors } } },
    async (req) => ({
      result: await invite(app.db, req.body.email),
    }),
  );

  app.post(
    '/api/admin/approve',
    { schema: { body: s.adminEmailRequestSchema, response: { 200: s.adminApproveResponseSchema, ...errors } } },
    async (req) => ({
      result: await approve(app.db, app.email, req.body.email, new URL(app.config.PUBLIC_URL).origin),
    }),
  );

  app.get('/api/admin/waitlist', { schema: { response: { 200: s.adminWaitlistResponseSchema, ...errors } } }, async () => ({
    entries: (await listWaitlist(app.db)).map((e) => ({
      email: e.email,
      joined: e.joined.toISOString(),
      approvedAt: e.approvedAt?.toISOString() ?? null,
    })),
  }));

  agentAdminRoutes(app);
}
