import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { authFlowStates, securityEvents } from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { signIn } from './helpers/sign-in';
import { ORIGIN, createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

/** Spellings the router decodes to an API route: each must get exactly the checks `/api/…` gets. */
const spell = (path: string) => {
  const encodeFirst = (p: string) => p.replace(/^\/(\w)/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`);
  return [`/api${path}`, `/%61pi${path}`, `/a%70i${path}`, `/%61%70%69${path}`, `/api${encodeFirst(path)}`];
};

let app: FastifyInstance;
openTestDatabaseFirst();
afterEach(async () => app?.close());

describe(`request checks bound to the API routes on ${testDriver()}`, () => {
  it('the router reaches API handlers only through percent-encoded spellings, and those are all checked', async () => {
    app = await createTestApp();
    for (const url of spell('/health')) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    // Other spellings do not route at all: they get the JSON 404, never a handler.
    for (const url of ['/API/health', '//api/health', '/api//health', '/api/health/', '/%2561pi/health', '/Api/auth/session']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('rate limits every spelling against one budget per client', async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '5' });
    const urls = spell('/health');
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(429);
  });

  it('refuses a foreign Origin on every spelling, and lets the own origin through', async () => {
    app = await createTestApp();
    const b = await signIn(app);
    const cookie = b.jar.header('/api/auth/signout')!;
    for (const url of spell('/auth/signout')) {
      expect((await app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example', cookie } })).statusCode, url).toBe(403);
      expect((await app.inject({ method: 'POST', url, headers: { cookie } })).statusCode, `${url} without Origin`).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: '/%61pi/auth/signout', headers: { origin: ORIGIN, cookie } })).statusCode).toBe(204);
  });

  it('sees the session on every spelling', async () => {
    app = await createTestApp();
    const b = await signIn(app);
    const cookie = b.jar.header('/api/auth/session')!;
    for (const url of spell('/auth/session')) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().session?.user.email, url).toBe('ada@example.com');
    }
  });

  it('a flood of 2,000 unauthenticated sign-in and callback requests writes only what the budget allows', async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '5' });
    const { db } = await getTestDatabase();
    const signins = spell('/auth/signin');
    const callbacks = spell('/auth/callback');
    const codes: number[] = [];
    // NOTE: sequential on purpose: @fastify/rate-limit's in-process store hands every caller the
    // same counter object, so requests started in one tick all see the final count.
    for (let n = 0; n < 2000; n++) {
      const res =
        n % 2 === 0
          ? await app.inject({ method: 'POST', url: signins[n % signins.length]!, payload: {} })
          : await app.inject({ method: 'POST', url: callbacks[n % callbacks.length]!, payload: { query: `code=x&state=forged-${n}` } });
      codes.push(res.statusCode);
    }
    expect(codes).toHaveLength(2000);
    expect(codes.filter((c) => c !== 429)).toHaveLength(5);
    const [flows] = await db.select({ n: count() }).from(authFlowStates);
    expect(flows!.n).toBeLessThanOrEqual(5);
    const [events] = await db.select({ n: count() }).from(securityEvents);
    expect(events!.n).toBeLessThanOrEqual(6);
    const [refusals] = await db.select({ n: count() }).from(securityEvents).where(eq(securityEvents.eventType, 'rate_limit_exceeded'));
    expect(refusals!.n).toBe(1);
  });
});
