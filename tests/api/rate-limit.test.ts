import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { securityEvents } from '../../src/server/db/schema';
import { getTestDatabase, resetDatabase } from '../setup/test-db';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const redisUrl = process.env.TEST_REDIS_URL;
const CLIENT = '203.0.113.7';
const WINDOW_MS = 60_000;

let db: Database;
beforeAll(async () => {
  db = (await getTestDatabase()).db;
});
beforeEach(async () => resetDatabase(await getTestDatabase()));

const apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWithLimit(overrides: Record<string, string> = {}, redis?: Redis) {
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: String(WINDOW_MS), ...overrides }),
    db,
    redis,
  });
  await app.ready();
  apps.push(app);
  return app;
}

const hit = (app: FastifyInstance, opts: { url?: string; from?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'GET', url: opts.url ?? '/api/health', headers: opts.headers, remoteAddress: opts.from ?? CLIENT });

const statuses = async (app: FastifyInstance, count: number, opts: Parameters<typeof hit>[1] = {}) => {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await hit(app, opts)).statusCode);
  return out;
};

const refusalEvents = () => db.select().from(securityEvents).where(eq(securityEvents.eventType, 'rate_limit_exceeded'));

describe('rate limit (in process)', () => {
  // The window runs on a frozen clock: however slow the machine, no test crosses it by accident.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 5, 12) });
  });

  it('allows the configured number per window, then answers 429 with Retry-After', async () => {
    const app = await appWithLimit();
    expect(await statuses(app, 3)).toEqual([200, 200, 200]);
    const limited = await hit(app);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-limit']).toBe('3');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
    });
  });

  it('counts every spelling of an API route against one budget', async () => {
    const app = await appWithLimit();
    expect((await hit(app, { url: '/%61pi/health' })).statusCode).toBe(200);
    expect((await hit(app, { url: '/%61%70%69/health' })).statusCode).toBe(200);
    expect((await hit(app, { url: '/api/health?x=1' })).statusCode).toBe(200);
    for (const url of ['/api/health', '/%61pi/health', '/api/%68ealth']) expect((await hit(app, { url })).statusCode).toBe(429);
  });

  it('writes one rate_limit_exceeded event per client per window, however long the flood', async () => {
    const app = await appWithLimit();
    await statuses(app, 3);
    const flood = await statuses(app, 200);
    expect(new Set(flood)).toEqual(new Set([429]));
    expect(await refusalEvents()).toHaveLength(1);
    const [event] = await refusalEvents();
    expect(event).toMatchObject({ riskLevel: 'MEDIUM', userId: null });
    expect(event!.eventData).toMatchObject({
      url: '/api/health',
      metadata: { route: '/api/health', method: 'GET', limit: 3, windowMs: WINDOW_MS },
    });

    await statuses(app, 4, { from: '198.51.100.20' });
    expect(await refusalEvents()).toHaveLength(2);

    vi.setSystemTime(Date.now() + WINDOW_MS);
    expect(await statuses(app, 4)).toEqual([200, 200, 200, 429]);
    expect(await refusalEvents()).toHaveLength(3);
  });

  it('writes one rate_limit_exceeded event for a burst of parallel refused requests', async () => {
    const app = await appWithLimit();
    await statuses(app, 3);
    const burst = await Promise.all(Array.from({ length: 50 }, () => hit(app)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(50).fill(429));
    expect(await refusalEvents()).toHaveLength(1);
  });

  it('does not trust X-Forwarded-For unless TRUST_PROXY names the proxies', async () => {
    const app = await appWithLimit();
    for (let i = 0; i < 3; i++) await hit(app, { headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    expect((await hit(app, { headers: { 'x-forwarded-for': '198.51.100.99' } })).statusCode).toBe(429);
  });

  it('with a proxy address list, believes X-Forwarded-For only from those proxies', async () => {
    const app = await appWithLimit({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    const viaProxy = (client: string) => ({ from: '10.1.2.3', headers: { 'x-forwarded-for': client } });
    expect(await statuses(app, 4, viaProxy('198.51.100.1'))).toEqual([200, 200, 200, 429]);
    expect((await hit(app, viaProxy('198.51.100.2'))).statusCode).toBe(200);
    // A client that is not a listed proxy cannot pick its own key.
    expect(await statuses(app, 4, { from: CLIENT, headers: { 'x-forwarded-for': '198.51.100.3' } })).toEqual([200, 200, 200, 429]);
    expect((await hit(app, { from: CLIENT, headers: { 'x-forwarded-for': '198.51.100.4' } })).statusCode).toBe(429);
  });

  it('with a hop count, keys on the address the last proxy saw, not on what the client wrote', async () => {
    const app = await appWithLimit({ TRUST_PROXY: '2' });
    // client → CDN (appends the client) → load balancer (appends the CDN) → Maya
    const chain = (forged: string, client: string) => ({
      from: '10.0.0.2',
      headers: { 'x-forwarded-for': `${forged}, ${client}, 172.16.0.9` },
    });
    expect(await statuses(app, 3, chain('192.0.2.1', '198.51.100.7'))).toEqual([200, 200, 200]);
    expect((await hit(app, chain('192.0.2.2', '198.51.100.7'))).statusCode).toBe(429);
    expect((await hit(app, chain('192.0.2.2', '198.51.100.8'))).statusCode).toBe(200);
  });

  it('does not count pages or the built-in provider against the API budget', async () => {
    const app = await appWithLimit({ RATE_LIMIT_MAX: '1' });
    await hit(app);
    expect((await hit(app)).statusCode).toBe(429);
    expect((await hit(app, { url: '/some/page' })).statusCode).toBe(404);
    expect((await hit(app, { url: '/dev-idp/.well-known/openid-configuration' })).statusCode).toBe(200);
  });
});

describe.runIf(redisUrl)('rate limit shared through Redis', () => {
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(() => redis?.disconnect());
  // NOTE: two suites side by side share this Redis: each keys on its own client address and clears
  // only its own keys (no FLUSHDB under the other's feet).
  const client = `198.18.${(process.pid >> 8) & 255}.${process.pid & 255}`;
  const ownKeys = () => redis!.keys(`maya-rl:*${client}*`);

  it('counts requests and refusals across app instances', async () => {
    const stale = await ownKeys();
    if (stale.length) await redis!.del(...stale);
    const first = await appWithLimit({}, redis);
    const second = await appWithLimit({}, redis);
    expect(await statuses(first, 2, { from: client })).toEqual([200, 200]);
    expect((await hit(second, { url: '/%61pi/health', from: client })).statusCode).toBe(200);
    expect((await hit(first, { from: client })).statusCode).toBe(429);
    expect((await hit(second, { from: client })).statusCode).toBe(429);
    expect(await statuses(second, 20, { from: client })).toEqual(Array(20).fill(429));
    expect(await refusalEvents()).toHaveLength(1);
    expect(await ownKeys()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^maya-rl:(?!refused:)/), expect.stringMatching(/^maya-rl:refused:/)]),
    );
  });
});
