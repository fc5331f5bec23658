import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reportSecurityEventRequestSchema,
  reportSecurityEventResponseSchema,
  securityEventsResponseSchema,
} from '@shared/schemas/security';
import { signedInUser } from '../../../plugins/auth';
import { recentSecurityEvents } from '@server/modules/security';
import { errorResponses } from '../../../lib/route-errors';

/**
 * The security dashboard's data (§4.6, §6): the person's own last 10 security events, and the
 * anomalies the browser's monitor found (§9), written to security_events and activity_feed. Signed
 * in: without a session nothing is read or written (§6), and the person comes from the session only.
 */
export async function securityRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/security/events', { schema: { response: { 200: securityEventsResponseSchema, ...errorResponses(401) } } }, async (req) => ({
    events: await recentSecurityEvents(app.db, signedInUser(req).userId),
  }));

  app.post(
    '/api/security/events',
    {
      schema: { body: reportSecurityEventRequestSchema, response: { 201: reportSecurityEventResponseSchema, ...errorResponses(400, 401) } },
    },
    async (req, reply) => {
      const { userId } = signedInUser(req);
      const { url, screen_size: screenSize, viewport } = req.body;
      // Another tab may have reported these a moment ago: log only what is new for this person.
      const anomalies = await app.stores.anomalyReports.fresh(userId, req.body.anomalies);
      if (!anomalies.length) return reply.code(201).send({ recorded: false });
      await app.securityLog.record(req, {
        type: 'suspicious_login_pattern',
        userId,
        metadata: { anomalies, source: 'browser' },
        page: { url, screenSize, viewport },
      });
      return reply.code(201).send({ recorded: true });
    },
  );
}
