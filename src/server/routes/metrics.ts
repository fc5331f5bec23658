import type { FastifyInstance } from 'fastify';
import { createMetricsRegistry } from '@server/modules/monitoring';
import { safeEqual } from '../lib/tokens';

/**
 * `GET /metrics`: Prometheus' text format for the operator's own monitoring (issue 42 item 3), behind the admin bearer
 * token like the CLI (a scraper sends `Authorization: Bearer …`). Outside /api: it is not part of the app's API.
 */
export async function metricsRoutes(app: FastifyInstance, opts: { token: string }) {
  const registry = createMetricsRegistry(app.db);
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!safeEqual(req.headers.authorization ?? '', `Bearer ${opts.token}`))
      return reply.code(401).send({ code: 'unauthorized', message: 'Admin token required.' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
