import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { scoreColour, scoreLevel, securityPenalties, securityScore } from '@shared/domain/security/score';
import { dashboardSchema, ownMetricsSchema } from '@shared/schemas/monitoring';
import { signedInUser } from '../../../plugins/auth';
import { loadFlowFacts } from '@server/modules/flow';
import { createEventLoopMonitor, serverHealth, appMetrics, ownMetrics, ownSecurityEvents } from '@server/modules/monitoring';
import { errorResponses } from '../../../lib/route-errors';

export type DashboardRouteOptions = { redis?: Redis };

/**
 * GET /api/dashboard (/dashboard, opened from the health panel): the server's health, the app's
 * own metrics over 24 h (aggregates, no person in them) and the signed-in person's own security
 * score and last 10 security events (spec §6); GET /api/metrics, the person's own performance
 * metrics. Signed in.
 */
export async function dashboardRoutes(instance: FastifyInstance, opts: DashboardRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const eventLoop = createEventLoopMonitor();
  app.addHook('onClose', async () => eventLoop.stop());

  app.get('/api/dashboard', { schema: { response: { 200: dashboardSchema, ...errorResponses(401) } } }, async (req) => {
    const { userId } = signedInUser(req);
    const nowMs = Date.now();
    const [health, metrics, facts, events] = await Promise.all([
      serverHealth({ db: app.db, redis: opts.redis, ai: app.ai, eventLoop: eventLoop.read() }),
      appMetrics(app.db, nowMs),
      loadFlowFacts(app.db, userId),
      ownSecurityEvents(app.db, userId),
    ]);
    const penalties = securityPenalties(facts);
    const score = securityScore(penalties);
    return {
      generatedAt: new Date(nowMs).toISOString(),
      health,
      metrics,
      security: { score, level: scoreLevel(score), colour: scoreColour(score), penalties, events },
    };
  });

  // Spec §7.1 performance_metrics: the person's own rows, by user_id, recorded_at descending, limit 100.
  app.get('/api/metrics', { schema: { response: { 200: ownMetricsSchema, ...errorResponses(401) } } }, async (req) => ({
    metrics: await ownMetrics(app.db, signedInUser(req).userId),
  }));
}
