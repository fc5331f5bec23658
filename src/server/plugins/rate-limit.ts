import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { oncePerWindow } from '../lib/once-per-window';

export type RateLimitOptions = {
  max: number;
  windowMs: number;
  redis?: Redis;
  /** Called for the first refused request of a client in a window (not for every one of a flood). */
  onFirstRefusal?: (req: FastifyRequest) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route whose callers authenticate themselves and arrive from a provider's few addresses (the
     * Telegram webhook): true for a request that proves it, which the per-address limit then skips.
     * A request that does not prove it is counted like any other.
     */
    rateLimitExempt?: (req: FastifyRequest) => boolean;
  }
}

export const RATE_LIMIT_NAMESPACE = 'maya-rl:';

/**
 * 100 requests per 60 s per client (spec §9), answered with 429 and Retry-After. With Redis the
 * count is shared by every instance. The client key is the socket address, or the first address
 * not in TRUST_PROXY (config.ts), so a forged X-Forwarded-For cannot dodge the limit.
 *
 * NOTE: this adds an onRequest hook to `app`, so call it inside the encapsulated API context: the
 * limit is bound to the routes registered there, whatever spelling of their URL reached them.
 */
export async function rateLimiting(app: FastifyInstance, opts: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    max: opts.max,
    timeWindow: opts.windowMs,
    redis: opts.redis,
    nameSpace: RATE_LIMIT_NAMESPACE,
  });
  const count = app.createRateLimit();
  const refusals = oncePerWindow({ windowMs: opts.windowMs, redis: opts.redis, namespace: `${RATE_LIMIT_NAMESPACE}refused:` });

  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.config.rateLimitExempt?.(req)) return;
    const limit = await count(req);
    if (limit.isAllowed) return;
    reply
      .header('x-ratelimit-limit', limit.max)
      .header('x-ratelimit-remaining', limit.remaining)
      .header('x-ratelimit-reset', limit.ttlInSeconds);
    if (!limit.isExceeded) return;
    if (await refusals.claim(limit.key)) await opts.onFirstRefusal?.(req);
    return reply
      .code(429)
      .header('retry-after', limit.ttlInSeconds)
      .send({
        code: 'rate_limited',
        message: `Too many requests. Please wait ${limit.ttlInSeconds} seconds and try again.`,
      });
  });
}

/**
 * A tighter limit of one route's own (the telemetry routes), on top of the API's: an onRequest
 * hook for the route's options, keyed by `name` and the client address, answered like the API's.
 * NOTE: call it on an instance inside the API context, where @fastify/rate-limit is registered.
 */
export function routeRateLimit(app: FastifyInstance, opts: { name: string; max: number; windowMs: number }) {
  const count = app.createRateLimit({ max: opts.max, timeWindow: opts.windowMs, keyGenerator: (req) => `${opts.name}:${req.ip}` });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const limit = await count(req);
    if (!limit.isAllowed && limit.isExceeded) {
      return reply
        .code(429)
        .header('retry-after', limit.ttlInSeconds)
        .send({
          code: 'rate_limited',
          message: `Too many requests. Please wait ${limit.ttlInSeconds} seconds and try again.`,
        });
    }
  };
}
