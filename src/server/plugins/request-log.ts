import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathOf } from '../lib/api-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's requests are left out of the request log (static files). */
    requestLog?: boolean;
  }
}

const quiet = new WeakSet<FastifyRequest>();

/** Leaves one request out of the request log (e.g. the SPA's index.html for a client route). */
export const skipRequestLog = (req: FastifyRequest) => {
  quiet.add(req);
};

/**
 * One log line per request, written when the response is done: method, route (the route's pattern,
 * or the path without its query when no route matched), status and duration. Query strings never
 * reach the log: the callback URL's carries the sign-in code and state. Fastify's own two lines
 * per request are turned off in app.ts (`disableRequestLogging`).
 */
export function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    if (quiet.has(req) || req.routeOptions.config?.requestLog === false) return;
    req.log.info(
      { method: req.method, route: req.routeOptions.url ?? pathOf(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}
