import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { getTestDatabase } from '../setup/test-db';
import { testConfig } from './helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

async function appWithLimit(overrides: Record<string, string> = {}, redis?: Redis) {
  const { db } = await getTestDatabase();
  const app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '5', ...overrides }), db, redis });
  await app.ready();
  return app;
}

const hit = (app: Awaited<ReturnType<typeof appWithLimit>>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress: '203.0.113.7' });

describe('rate limit (in process)', () => {
  it('allows the configured number per window, then answers 429 with Retry-After', async () => {
    const app = await appWithLimit();
    for (let i = 0; i < 5; i++) expect((await hit(app)).statusCode).toBe(200);
    const limited = await hit(app);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    await app.close();
  });

  it('does not trust X-Forwarded-For unless configured', async () => {
    const app = await appWithLimit();
    for (let i = 0; i < 5; i++) await hit(app, { 'x-forwarded-for': `198.51.100.${i}` });
    expect((await hit(app, { 'x-forwarded-for': '198.51.100.99' })).statusCode).toBe(429);
    await app.close();
    const proxied = await appWithLimit({ TRUST_PROXY: 'true' });
    for (let i = 0; i < 5; i++) await hit(proxied, { 'x-forwarded-for': '198.51.100.1' });
    expect((await hit(proxied, { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(200);
    await proxied.close();
  });

  it('does not count static files against the API budget', async () => {
    const app = await appWithLimit({ RATE_LIMIT_MAX: '1' });
    await hit(app);
    const page = await app.inject({ method: 'GET', url: '/some/page', remoteAddress: '203.0.113.7' });
    expect(page.statusCode).not.toBe(429);
    await app.close();
  });
});

describe.runIf(redisUrl)('rate limit shared through Redis', () => {
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(() => redis?.disconnect());

  it('counts requests across app instances', async () => {
    await redis!.flushdb();
    const first = await appWithLimit({}, redis);
    const second = await appWithLimit({}, redis);
    for (let i = 0; i < 3; i++) expect((await hit(first)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await hit(second)).statusCode).toBe(200);
    expect((await hit(first)).statusCode).toBe(429);
    expect((await hit(second)).statusCode).toBe(429);
    expect(await redis!.keys('maya-rl:*')).not.toHaveLength(0);
    await first.close();
    await second.close();
  });
});
