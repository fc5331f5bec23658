import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { allowedOrigins, type Config } from '../config';
import { ACCESS_COOKIE, MOBILE_CHAT_COOKIE, REFRESH_COOKIE, resolveSession } from './auth';
import { originCheck } from './cors-and-origin';
import { declareCommonRefusals } from './declared-refusals';
import { rateLimiting } from './rate-limit';

/**
 * The checks every API request passes, in order: the rate limit (a 429 writes one
 * rate_limit_exceeded event per client per window), the Origin check, then the session lookup.
 * They are hooks of the encapsulated API context, so they run for exactly the routes registered
 * in it, whatever spelling of the URL the router decoded to reach them (docs/decisions/007).
 */
export async function apiRequestChecks(api: FastifyInstance, opts: { config: Config; redis?: Redis }) {
  const { config } = opts;
  declareCommonRefusals(api);
  await rateLimiting(api, {
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    redis: opts.redis,
    onFirstRefusal: (req) =>
      api.securityLog.record(req, {
        type: 'rate_limit_exceeded',
        metadata: {
          route: req.routeOptions.url ?? null,
          method: req.method,
          limit: config.RATE_LIMIT_MAX,
          windowMs: config.RATE_LIMIT_WINDOW_MS,
        },
      }),
  });
  api.addHook(
    'onRequest',
    originCheck({ origins: allowedOrigins(config), sessionCookies: [ACCESS_COOKIE, REFRESH_COOKIE, MOBILE_CHAT_COOKIE] }),
  );
  api.addHook('onRequest', resolveSession);
}
