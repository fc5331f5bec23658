import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * 100 requests per 60 s per client (spec §9), answered with 429 and Retry-After. With Redis the
 * count is shared by every instance. The client key is the socket address unless TRUST_PROXY is set
 * (then Fastify reads X-Forwarded-For), so a forged header cannot dodge the limit.
 */
export async function rateLimiting(app: FastifyInstance, opts: { max: number; windowMs: number; redis?: Redis; onExceeded?: (ip: string, url: string) => void }) {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: opts.windowMs,
    redis: opts.redis,
    nameSpace: 'maya-rl:',
    keyGenerator: (req) => req.ip,
    // Static files are cheap and a single page load fetches several; the budget is for the API.
    allowList: (req) => !req.url.startsWith('/api/'),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true, 'retry-after': true },
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
    onExceeded: (req) => opts.onExceeded?.(req.ip, req.url),
  });
}
