import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/server/db/schema';
import { scriptedModel, startFakeOpenAi, type FakeHandler, type FakeReply } from '../../src/server/modules/ai/testing/fake-openai-server';
import { STALE_LOCK_MS, acquireSimulationLock, heartbeatSimulationLock } from '../../src/server/modules/simulation/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

type SignedIn = Browser & { session: { session: { user: { id: string } } } };

/** Polls with real timers (only Date and intervals are faked here). */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 1000; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A model that answers everything except simulated windows, which hang until `answer` is called. */
function hangingWindows() {
  let answer!: (reply: FakeReply) => void;
  const hung = new Promise<FakeReply>((resolve) => {
    answer = resolve;
  });
  const handler: FakeHandler = (req) => (req.prompt === 'simulateWindow' ? hung : scriptedModel(req));
  return { handler, answer };
}

const lockRow = async (userId: string) => {
  const { db } = await getTestDatabase();
  return (await db.select().from(t.simulationLocks).where(eq(t.simulationLocks.userId, userId)))[0];
};

describe(`one simulation per person against a slow model, on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
    await fake?.close();
    app = fake = undefined;
  });

  async function start(handler: FakeHandler) {
    fake = await startFakeOpenAi(handler);
    // A deadline far beyond the test: the model hangs for as long as the test says.
    app = await createTestApp({ AI_BASE_URL: fake.baseURL, AI_API_KEY: 'test-key', AI_TIMEOUT_MS: '600000' });
    const b = (await signIn(app)) as SignedIn;
    await completeAssessment(b);
    return { b, userId: b.session.session.user.id, fake };
  }

  it('with a hanging model, the heartbeat keeps a second start refused past 5 minutes, and a refused start calls no model', async () => {
    const model = hangingWindows();
    const { b, userId, fake } = await start(model.handler);
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const first = b.request({ method: 'POST', url: '/api/simulation/run', payload: {} });
    await until(() => fake.requests.some((r) => r.prompt === 'simulateWindow'), 'the first window to reach the model');
    const startedAt = Date.now();

    // Six minutes of a hanging model: each 15 s the running request beats.
    for (let beat = 1; beat <= 24; beat++) {
      await vi.advanceTimersByTimeAsync(15_000);
      await until(async () => (await lockRow(userId))?.heartbeatAt.getTime() === Date.now(), `heartbeat ${beat}`);
    }
    expect(Date.now() - startedAt).toBeGreaterThan(5 * 60_000);
    expect((await lockRow(userId))!.startedAt.getTime()).toBeLessThanOrEqual(startedAt);

    const calls = fake.requests.length;
    for (const url of ['/api/simulation/run', '/api/simulation/stream']) {
      const refused = await b.request({ method: 'POST', url, payload: {} });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Simulation already in progress');
    }
    expect(fake.requests.length).toBe(calls);

    // The model comes back with a 429 storm: the breaker ends the week on fallbacks, the lock is freed.
    model.answer({ kind: 'status', status: 429, headers: { 'retry-after-ms': '1' } });
    const done = await first;
    expect(done.statusCode).toBe(200);
    expect(fake.requests.filter((r) => r.prompt === 'simulateWindow').length).toBeLessThanOrEqual(5);
    expect(await lockRow(userId)).toBeUndefined();
  });

  it('accepts exactly one of 10 parallel starts, and only that one calls the model', async () => {
    const model = hangingWindows();
    const { b, fake } = await start(model.handler);
    const statuses: number[] = [];
    const starts = Array.from({ length: 10 }, () =>
      b.request({ method: 'POST', url: '/api/simulation/run', payload: {} }).then((res) => {
        statuses.push(res.statusCode);
        return res;
      }),
    );
    await until(() => statuses.length === 9, 'nine refusals');
    expect(statuses).toEqual(Array(9).fill(409));
    model.answer({ kind: 'status', status: 503 });
    await Promise.all(starts);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.prompt === 'createMatchPersona')).toHaveLength(1);
  });
});

describe(`simulation lock on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('is taken by exactly one of 10 parallel acquisitions', async () => {
    app = await createTestApp();
    const userId = ((await signIn(app)) as SignedIn).session.session.user.id;
    const { db } = await getTestDatabase();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => acquireSimulationLock(db, userId)));
    expect(tokens.filter(Boolean)).toHaveLength(1);
  });

  it('goes stale only when its heartbeat stops, and then exactly one start takes it over', async () => {
    app = await createTestApp();
    const userId = ((await signIn(app)) as SignedIn).session.session.user.id;
    const { db } = await getTestDatabase();
    const t0 = Date.UTC(2026, 0, 1);
    const at = (ms: number) => new Date(t0 + ms);
    const first = (await acquireSimulationLock(db, userId, at(0)))!;
    expect(first).toBeTruthy();
    expect(await acquireSimulationLock(db, userId, at(STALE_LOCK_MS - 1))).toBeNull();
    expect(await heartbeatSimulationLock(db, userId, first, at(50_000))).toBe(true);
    expect(await acquireSimulationLock(db, userId, at(50_000 + STALE_LOCK_MS - 1))).toBeNull();
    // A crashed instance stops beating: its lock expires by itself.
    const later = at(50_000 + STALE_LOCK_MS + 1);
    const takeovers = await Promise.all(Array.from({ length: 10 }, () => acquireSimulationLock(db, userId, later)));
    expect(takeovers.filter(Boolean)).toHaveLength(1);
    expect(await heartbeatSimulationLock(db, userId, first, later)).toBe(false);
  });
});
