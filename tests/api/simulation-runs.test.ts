import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { STALE_LOCK_MS } from '../../src/server/modules/simulation/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { paceGate } from './helpers/pace-gate';
import { signIn, type Browser } from './helpers/sign-in';
import { parseSse, readSse, type SseEvent } from './helpers/sse';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

type SignedIn = Browser & { session: { session: { user: { id: string } } } };

describe(`resumable simulation runs on ${testDriver()} (issue 12 item 2)`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(gate = paceGate()) {
    app = await createTestApp({}, { simulation: { pace: gate.pace } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const b = (await signIn(app)) as SignedIn;
    await completeAssessment(b);
    const read = (path: string, options: { lastEventId?: number; max?: number; who?: Browser } = {}) => {
      const cookie = (options.who ?? b).jar.header(path.split('?')[0]!);
      return readSse(base + path, {
        max: options.max,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(options.lastEventId !== undefined ? { 'last-event-id': String(options.lastEventId) } : {}),
        },
      });
    };
    const startRun = async () =>
      (await b.request({ method: 'POST', url: '/api/simulation/runs', payload: {} })).json().run as { id: string; created: boolean };
    return { b, gate, read, startRun, userId: b.session.session.user.id };
  }

  const expectWholeRun = (events: SseEvent[]) => {
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events[0]!.event).toBe('start');
    const final = events.at(-1)!;
    expect(final.event).toBe('final');
    expect(events.slice(1, -1).map((e) => e.data)).toEqual((final.data as { transcript: unknown[] }).transcript);
  };

  it('runs on the server and streams every event with its id, then replays the finished run from PostgreSQL', async () => {
    const { read, startRun } = await start();
    const run = await startRun();
    expect(run.created).toBe(true);
    const live = await read(`/api/simulation/runs/${run.id}/events`);
    expect(live.status).toBe(200);
    expectWholeRun(live.events);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.id, run.id));
    expect(row).toMatchObject({ status: 'done', resultId: expect.any(String), matchId: expect.any(String) });
    expect(row!.events).toEqual(live.events);
    const replay = await read(`/api/simulation/runs/${run.id}/events`);
    expect(replay.events).toEqual(live.events);
    // Read to the end: 204, so an EventSource stops reconnecting.
    expect((await read(`/api/simulation/runs/${run.id}/events`, { lastEventId: live.events.length })).status).toBe(204);
  });

  it('rejoins the running run and resumes from Last-Event-ID or ?from=, each event once and in order', async () => {
    const { gate, read, startRun } = await start(paceGate(4));
    const run = await startRun();
    await gate.reached(5);
    // A second tab or a reload: the same run, not a new one.
    expect(await startRun()).toEqual({ id: run.id, created: false });
    const first = await read(`/api/simulation/runs/${run.id}/events`, { max: 3 });
    expect(first.events.map((e) => e.id)).toEqual([1, 2, 3]);
    const resumed = read(`/api/simulation/runs/${run.id}/events`, { lastEventId: 3 });
    gate.allow(Number.POSITIVE_INFINITY);
    const rest = (await resumed).events;
    expectWholeRun([...first.events, ...rest]);
    const fromQuery = await read(`/api/simulation/runs/${run.id}/events?from=${rest.length}`);
    expect(fromQuery.events).toEqual(rest.slice(-3));
  });

  it('keeps exactly one running run when starts race', async () => {
    const { b, gate, startRun, userId } = await start(paceGate(1));
    const runs = await Promise.all(Array.from({ length: 10 }, startRun));
    expect(new Set(runs.map((r) => r.id)).size).toBe(1);
    expect(runs.filter((r) => r.created)).toHaveLength(1);
    const { db } = await getTestDatabase();
    expect(await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.userId, userId))).toHaveLength(1);
    // The week in one request is refused meanwhile: the run holds the person's lock.
    expect((await b.request({ method: 'POST', url: '/api/simulation/run', payload: {} })).statusCode).toBe(409);
    gate.allow(Number.POSITIVE_INFINITY);
  });

  it('shows a run only to its owner', async () => {
    const { read, startRun } = await start();
    const run = await startRun();
    const other = await signIn(app!, { email: 'bo@example.com', name: 'Bo' });
    expect((await read(`/api/simulation/runs/${run.id}/events`, { who: other })).status).toBe(404);
    expect((await read('/api/simulation/runs/00000000-0000-4000-8000-000000000000/events')).status).toBe(404);
    expect((await app!.inject({ method: 'GET', url: `/api/simulation/runs/${run.id}/events` })).statusCode).toBe(401);
    expect((await app!.inject({ method: 'POST', url: '/api/simulation/runs', payload: {} })).statusCode).toBe(401);
  });

  it('answers the week already lived with the kept match, not a new one, however often the screen opens again (issue 40 item 7)', async () => {
    const { b, read, startRun, userId } = await start();
    const run = await startRun();
    const week = (await read(`/api/simulation/runs/${run.id}/events`)).events;
    expectWholeRun(week);
    // The run has ended; a tab that remembers nothing (a new tab, another instance) opens the screen, three times.
    for (let n = 0; n < 3; n++) {
      expect(await startRun()).toEqual({ id: run.id, created: false });
      expect((await read(`/api/simulation/runs/${run.id}/events`)).events).toEqual(week);
    }
    const { db } = await getTestDatabase();
    expect(await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.userId, userId))).toHaveLength(1);
    expect(await db.select().from(t.simulationResults).where(eq(t.simulationResults.userId, userId))).toHaveLength(1);
    // Another match is another week.
    expect((await b.request({ method: 'POST', url: '/api/simulation/match', payload: {} })).statusCode).toBe(200);
    const next = await startRun();
    expect(next.created).toBe(true);
    expectWholeRun((await read(`/api/simulation/runs/${next.id}/events`)).events);
    expect(await startRun()).toEqual({ id: next.id, created: false });
    // A week that failed is not kept: the next start ('Try again') begins another.
    await db.update(t.simulationRuns).set({ status: 'failed' }).where(eq(t.simulationRuns.id, next.id));
    const again = await startRun();
    expect(again.created).toBe(true);
    expect(again.id).not.toBe(next.id);
    expectWholeRun((await read(`/api/simulation/runs/${again.id}/events`)).events);
  });

  it('takes over a run whose instance died (its lock went stale), and ends the dead run with an error', async () => {
    const { read, startRun, userId } = await start();
    const { db } = await getTestDatabase();
    const [match] = await db
      .insert(t.matches)
      .values({ userId, profile: {} as never, seed: 1 })
      .returning();
    const [dead] = await db.insert(t.simulationRuns).values({ userId, matchId: match!.id }).returning();
    const old = new Date(Date.now() - STALE_LOCK_MS - 1000);
    await db.insert(t.simulationLocks).values({ userId, token: 'dead-instance', startedAt: old, heartbeatAt: old });
    await db.update(t.matches).set({ supersededAt: new Date() }).where(eq(t.matches.id, match!.id));
    const run = await startRun();
    expect(run).toMatchObject({ created: true });
    expect(run.id).not.toBe(dead!.id);
    expect((await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.id, dead!.id)))[0]!.status).toBe('failed');
    const deadEvents = await read(`/api/simulation/runs/${dead!.id}/events`);
    expect(deadEvents.events).toEqual([{ id: 1, event: 'error', data: { message: 'Simulation error: the simulation was interrupted' } }]);
    expectWholeRun((await read(`/api/simulation/runs/${run.id}/events`)).events);
  });

  it('ends its runs with an error and frees the lock when the instance stops', async () => {
    const { gate, startRun, userId } = await start(paceGate(2));
    const run = await startRun();
    await gate.reached(3);
    await app!.close();
    app = undefined;
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.id, run.id));
    expect(row!.status).toBe('failed');
    expect(row!.events!.map((e) => e.event)).toEqual(['start', 'message', 'error']);
    expect(await db.select().from(t.simulationLocks).where(eq(t.simulationLocks.userId, userId))).toHaveLength(0);
  });

  it('ends a run stopped as it starts with an error and frees the lock, leaving no rejection unhandled', async () => {
    // NOTE: before the fix, about two of three such stops left the 'start' event's failed write unobserved
    // (vitest reports it as an unhandled error, and Node 20 stops a process on one).
    for (let n = 0; n < 4; n++) {
      const { startRun, userId } = await start();
      const run = await startRun();
      await app!.close();
      app = undefined;
      const { db } = await getTestDatabase();
      const [row] = await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.id, run.id));
      expect(row!.status).toBe('failed');
      expect(row!.events!.at(-1)!.event).toBe('error');
      expect(await db.select().from(t.simulationLocks).where(eq(t.simulationLocks.userId, userId))).toHaveLength(0);
    }
  });

  it('answers the week in one request (/run, /stream, /conversation) from a run of its own: one way to run a week (ADR 036)', async () => {
    const { b, gate, read, startRun, userId } = await start(paceGate(2));
    const { db } = await getTestDatabase();
    const rowsOf = () => db.select().from(t.simulationRuns).where(eq(t.simulationRuns.userId, userId)).orderBy(t.simulationRuns.startedAt);
    // While a run holds the person's lock, every one-request week is refused: there is one lock flow.
    const running = await startRun();
    await gate.reached(3);
    for (const url of ['/api/simulation/run', '/api/simulation/stream', '/api/simulation/conversation']) {
      expect((await b.request({ method: 'POST', url, payload: {} })).statusCode, url).toBe(409);
    }
    gate.allow(Number.POSITIVE_INFINITY);
    // Its final event is written after its row is done and its lock freed.
    expect((await read(`/api/simulation/runs/${running.id}/events`)).events.at(-1)!.event).toBe('final');

    const week = await b.request({ method: 'POST', url: '/api/simulation/run', payload: { seed: 4242 } });
    expect(week.statusCode).toBe(200);
    const stream = await b.request({ method: 'POST', url: '/api/simulation/stream', payload: { seed: 99 } });
    const preview = await b.request({ method: 'POST', url: '/api/simulation/conversation', payload: { seed: 7 } });
    expect(preview.statusCode).toBe(200);
    const rows = await rowsOf();
    expect(rows.map((r) => [r.id === running.id, r.status])).toEqual([
      [true, 'done'],
      [false, 'done'],
      [false, 'done'],
      [false, 'done'],
    ]);
    // Each answer is its run's events: /run the final result, /stream every event (without ids).
    expect(rows[1]!.events!.at(-1)).toMatchObject({ event: 'final', data: week.json() });
    expect(parseSse(stream.body).events).toEqual(rows[2]!.events!.map(({ event, data }) => ({ event, data })));
    const previewFinal = rows[3]!.events!.at(-1)!.data as { transcript: { text: string }[]; seed: number };
    expect(previewFinal.seed).toBe(7);
    expect(preview.json().conversation.map((m: { text: string }) => m.text)).toEqual(previewFinal.transcript.map((m) => m.text));
  });

  it('replays a run stored before reasons were typed with its reasons typed', async () => {
    const { read, userId } = await start();
    const { db } = await getTestDatabase();
    const final = { event: 'final' as const, id: 1, data: { final: { decision: 'YES', why: ['✓ Kind', '✗ Far apart', 'A week'] } } };
    const [old] = await db
      .insert(t.simulationRuns)
      .values({ userId, status: 'done', finishedAt: new Date(), events: [final] })
      .returning();
    const replay = await read(`/api/simulation/runs/${old!.id}/events`);
    expect(replay.events).toEqual([
      {
        id: 1,
        event: 'final',
        data: {
          final: {
            decision: 'YES',
            why: [
              { tone: 'positive', text: 'Kind' },
              { tone: 'negative', text: 'Far apart' },
              { tone: 'neutral', text: 'A week' },
            ],
          },
        },
      },
    ]);
  });
});
