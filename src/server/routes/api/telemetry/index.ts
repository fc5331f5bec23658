import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/monitoring';
import type { Config } from '../../../config';
import { routeRateLimit } from '../../../plugins/rate-limit';
import { storeAnalyticsEvents, storePerformanceMetrics } from '@server/modules/monitoring';
import { errorResponses } from '../../../lib/route-errors';

/**
 * Telemetry posts per client and window, counted apart from the API's requests: 30 % of the API's
 * limit (30 a minute by default). A page flushes a few per visit; a loop must not eat the
 * person's API budget. It follows RATE_LIMIT_MAX so set-ups with many clients behind one address
 * (the journeys) raise both together.
 */
export const telemetryLimit = (config: Pick<Config, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS'>) => ({
  max: Math.max(1, Math.ceil(config.RATE_LIMIT_MAX * 0.3)),
  windowMs: config.RATE_LIMIT_WINDOW_MS,
});

/**
 * What the app reports about itself (issue 15): web vitals to POST /api/analytics/track (spec
 * §7.3), slow renders, jank and render crashes to POST /api/metrics (performance_metrics, §3).
 * Open to visitors: analytics and crash reports arrive signed out too (user_id null); slow renders
 * and jank are only a signed-in person's (§9): a visitor's are not stored (a beacon sent just after
 * sign-out is not an error). The person is always the session's, never the body's.
 * NOTE: the client flushes both with navigator.sendBeacon on page hide; the beacon carries the
 * cookies and the Origin header, so the API's checks apply unchanged.
 */
export async function telemetryRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const limit = telemetryLimit(app.config);

  app.post(
    '/api/analytics/track',
    {
      onRequest: routeRateLimit(instance, { name: 'analytics', ...limit }),
      schema: { body: s.analyticsTrackBodySchema, response: { 202: s.analyticsTrackResponseSchema, ...errorResponses(400, 429) } },
    },
    async (req, reply) => {
      const events = Array.isArray(req.body) ? req.body : [req.body];
      await storeAnalyticsEvents(app.db, events, req.auth?.userId ?? null);
      return reply.code(202).send({ accepted: events.length });
    },
  );

  app.post(
    '/api/metrics',
    {
      onRequest: routeRateLimit(instance, { name: 'metrics', ...limit }),
      schema: { body: s.performanceMetricsBodySchema, response: { 202: s.performanceMetricsResponseSchema, ...errorResponses(400, 429) } },
    },
    async (req, reply) => {
      const userId = req.auth?.userId ?? null;
      const kept = userId ? req.body.metrics : req.body.metrics.filter((m) => m.type === 'error_boundary_triggered');
      if (kept.length > 0) await storePerformanceMetrics(app.db, kept, userId);
      return reply.code(202).send({ accepted: kept.length });
    },
  );
}
