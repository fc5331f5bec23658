import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeEqual } from '../../../lib/tokens';
import { approve, invite, listWaitlist } from '../../../services/handoff/invites';

// Surrounding spaces are forgiven (a pasted address); case is normalised by the invite rule itself.
const emailBody = z.object({ email: z.string().max(300).trim().pipe(z.email().max(254)) });

/** The admin API behind `npm run admin` (a bearer token, no browser session, no cookies). */
export async function adminRoutes(instance: FastifyInstance, opts: { token: string }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const authorized = (req: FastifyRequest) => safeEqual(req.headers.authorization ?? '', `Bearer ${opts.token}`);
  app.addHook('onRequest', async (req, reply) => {
    if (!authorized(req)) return reply.code(401).send({ code: 'unauthorized', message: 'Admin token required.' });
  });

  app.post('/api/admin/invite', { schema: { body: emailBody } }, async (req) => ({ result: await invite(app.db, req.body.email) }));

  app.post('/api/admin/approve', { schema: { body: emailBody } }, async (req) => ({
    result: await approve(app.db, app.email, req.body.email, new URL(app.config.PUBLIC_URL).origin),
  }));

  app.get('/api/admin/waitlist', async () => ({ entries: await listWaitlist(app.db) }));
}
