import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { browser, signIn, type Browser } from './helpers/sign-in';
import { readSse, type SseEvent } from './helpers/sse';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const redisUrl = process.env.TEST_REDIS_URL;
const RUNS = 20;
/** The writer may be at most this many events ahead of the reader: every read is live, mid-run. */
const LEAD = 3;

/** Issue 12 item 2: a run started on one instance, read from another through Redis Streams. */
describe.runIf(redisUrl)(`a run read from another instance through Redis, on ${testDriver()}`, () => {
  const prefix = `maya-test:${randomUUID()}:`;
  const redisA = new Redis(redisUrl!);
  const redisB = new Redis(redisUrl!);
  let a: FastifyInstance;
  let b: FastifyInstance;
  let second: DatabaseHandle | undefined;
  let person: Browser & { session: { session: { user: { id: string } } } };
  let baseB: string;
  // The reader's progress paces the writer (AppOptions.simulation.pace), so no clock is involved.
  let received = 0;
  const wake: (() => void)[] = [];
  const pace = async (id: number) => {
    while (id > received + LEAD) await new Promise<void>((resolve) => wake.push(resolve));
  };
  const seen = (n: number) => {
    received = n;
    wake.splice(0).forEach((resolve) => resolve());
  };

  beforeAll(async () => {
    const first = await getTestDatabase();
    await resetDatabase(first);
    // On PostgreSQL each instance has its own pool on the same database, as two servers would.
    if (process.env.TEST_DATABASE_URL) {
      const result = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
      const rows = Array.isArray(result) ? result : (result as unknown as { rows: { name: string }[] }).rows;
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${rows[0]!.name}`;
      second = await openDatabase({ url: url.toString(), dataDir: '' });
    }
    a = await buildApp({ config: testConfig(), db: first.db, redis: redisA, simulation: { keyPrefix: prefix, pace } });
    b = await buildApp({ config: testConfig(), db: (second ?? first).db, redis: redisB, simulation: { keyPrefix: prefix } });
    await a.ready();
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    person = await signIn(a);
    await completeAssessment(person);
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    const keys = await redisA.keys(`${prefix}*`);
    if (keys.length) await redisA.del(...keys);
    redisA.disconnect();
    redisB.disconnect();
  });

  it(`delivers every event exactly once and in order, with a reconnect every few events, on ${RUNS} of ${RUNS} runs`, async () => {
    const userId = person.session.session.user.id;
    const path = (id: string) => `/api/simulation/runs/${id}/events`;
    let reconnects = 0;
    for (let n = 0; n < RUNS; n++) {
      seen(0);
      // A week once lived is kept (issue 40 item 7): another match makes each run a new week.
      if (n > 0) expect((await person.request({ method: 'POST', url: '/api/simulation/match', payload: {} })).statusCode).toBe(200);
      const started = await person.request({ method: 'POST', url: '/api/simulation/runs', payload: {} });
      expect(started.statusCode).toBe(200);
      const { id } = started.json().run as { id: string };
      const events: SseEvent[] = [];
      const cookie = person.jar.header(path(id))!;
      while (events.at(-1)?.event !== 'final') {
        // Like a browser tab that drops its connection every 2-5 events and reconnects with Last-Event-ID.
        const max = 2 + ((n + events.length) % 4);
        const last = events.at(-1)?.id;
        const before = events.length;
        let got = 0;
        const part = await readSse(baseB + path(id), {
          max,
          headers: { cookie, ...(last ? { 'last-event-id': String(last) } : {}) },
          onEvent: () => seen(before + ++got),
        });
        expect(part.status).toBe(200);
        events.push(...part.events);
        reconnects++;
      }
      expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
      const { db } = await getTestDatabase();
      const [row] = await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.id, id));
      expect(row!.status).toBe('done');
      expect(events).toEqual(row!.events);
      expect(events.slice(1, -1).map((e) => e.data)).toEqual((events.at(-1)!.data as { transcript: unknown[] }).transcript);
      expect(row!.userId).toBe(userId);
    }
    expect(reconnects).toBeGreaterThan(RUNS * 10);
  }, 300_000);

  it('opens the week started and finished on one instance as that very week on the other (issue 40 item 7)', async () => {
    seen(Number.POSITIVE_INFINITY);
    const noor = (await signIn(a, { email: 'noor@example.com', name: 'Noor Haddad' })) as typeof person;
    await completeAssessment(noor);
    const onB = browser(b, noor.jar);
    const path = (id: string) => `/api/simulation/runs/${id}/events`;
    const readOnB = async (id: string) => (await readSse(baseB + path(id), { headers: { cookie: noor.jar.header(path(id))! } })).events;
    const started = (await noor.request({ method: 'POST', url: '/api/simulation/runs', payload: {} })).json().run as { id: string };
    const week = await readOnB(started.id);
    expect(week.at(-1)!.event).toBe('final');
    // A's tab is gone; a tab on B (nothing remembered) opens the screen, then again, then one on A.
    for (const client of [onB, onB, noor]) {
      const again = await client.request({ method: 'POST', url: '/api/simulation/runs', payload: {} });
      expect(again.json().run).toEqual({ id: started.id, created: false });
      expect(await readOnB(started.id)).toEqual(week);
    }
    const { db } = await getTestDatabase();
    const runs = await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.userId, noor.session.session.user.id));
    expect(runs.map((r) => [r.id, r.status])).toEqual([[started.id, 'done']]);
    expect(runs[0]!.events).toEqual(week);
  }, 120_000);
});
