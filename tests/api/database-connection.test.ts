import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import type { QueryRetried } from '../../src/server/db/retrying-pool';
import { profiles, users } from '../../src/server/db/schema';
import { loggerOptions } from '../../src/server/lib/logger-options';
import { ACCESS_COOKIE } from '../../src/server/plugins/auth';
import { createSession } from '../../src/server/modules/sessions';
import { getTestDatabase, resetDatabase } from '../setup/test-db';
import { ORIGIN, testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const base = process.env.TEST_DATABASE_URL;
/** vi.waitFor's budget: the machine is a busy shared 2-core one, so a second is not always enough. */
const PATIENCE = { timeout: 30_000, interval: 20 };

/**
 * PostgreSQL drops connections on a restart, a failover or a proxy's idle timeout. The app must
 * survive that: node-postgres reports it as an 'error' event, which kills the process when
 * nobody listens (vitest reports such an uncaught error and fails the run).
 */
describe.runIf(base)('a dropped database connection on PostgreSQL', () => {
  const applicationName = `maya-test-${randomUUID().slice(0, 8)}`;
  const lost: Error[] = [];
  const retried: QueryRetried[] = [];
  const logLines: string[] = [];
  let handle: DatabaseHandle;
  let databaseUrl: string;
  let admin: pg.Client;
  let app: FastifyInstance;

  beforeAll(async () => {
    const shared = await getTestDatabase();
    await resetDatabase(shared);
    const result = await shared.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(base!);
    url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    // The app's own pool, named so that only its backends are terminated.
    databaseUrl = url.toString();
    handle = await openDatabase({
      url: databaseUrl,
      dataDir: '',
      applicationName,
      onConnectionLost: (err) => lost.push(err),
      onQueryRetried: (event) => retried.push(event),
    });
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const stream = { write: (line: string) => void logLines.push(line) };
    app = await buildApp({ config: testConfig(), db: handle.db, logger: { ...loggerOptions({ level: 'warn' }), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await admin.end();
  });

  const terminate = async () => {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
    return rows.length;
  };

  it('names its connections, so operators can find them', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where application_name = $1', [applicationName]);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('idle connections terminated: the server stays up and the next request succeeds', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const terminated = await terminate();
    expect(terminated).toBeGreaterThan(0);
    await vi.waitFor(() => expect(lost.length).toBeGreaterThanOrEqual(terminated));
    expect(lost[0]).toMatchObject({ code: '57P01' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/session' })).json()).toMatchObject({ session: null });
  });

  it('a connection terminated while checked out (inside a transaction) fails that transaction only', async () => {
    lost.length = 0;
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await terminate();
      await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0));
    });
    await expect(transaction).rejects.toThrow();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  describe('under signed-in requests', () => {
    let cookie: string;
    let userId: string;

    beforeAll(async () => {
      const [user] = await handle.db
        .insert(users)
        .values({ issuer: 'https://issuer.example', subject: 'drops', email: 'drops@example.com', emailVerified: true })
        .returning({ id: users.id });
      userId = user!.id;
      await handle.db.insert(profiles).values({ userId, displayName: 'Drops', email: 'drops@example.com', onboardingCompleted: true });
      cookie = `${ACCESS_COOKIE}=${(await createSession(handle.db, userId, 'vitest')).accessToken}`;
    });

    const flow = () => app.inject({ method: 'GET', url: '/api/flow', headers: { cookie } });
    /** Holds every query on profiles (reads too) until `release`, so requests are caught mid-query. */
    const lockProfiles = async (client: pg.Client) => {
      await client.query('begin');
      await client.query('lock table profiles in access exclusive mode');
      let held = true;
      return async () => {
        if (held) await client.query('commit');
        held = false;
      };
    };
    const waitingOnTheLock = async (n: number) =>
      vi.waitFor(async () => {
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'",
          [applicationName],
        );
        expect(rows[0].n).toBe(n);
      }, PATIENCE);

    it('a read whose connection is terminated mid-query is run again on a fresh one: every answer is 200', async () => {
      const lockHolder = new pg.Client({ connectionString: databaseUrl });
      await lockHolder.connect();
      retried.length = 0;
      const release = await lockProfiles(lockHolder);
      try {
        // As many requests as the pool has connections, each caught in its flow-facts query.
        const answers = Promise.all(Array.from({ length: 10 }, flow));
        await waitingOnTheLock(10);
        expect(await terminate()).toBe(10);
        await release();
        expect((await answers).map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      } finally {
        await release();
        await lockHolder.end();
      }
      expect(retried).toHaveLength(10);
      expect(retried[0]).toEqual({ query: 'select personality_profiles, automation_sessions, users, profiles', lost: '57P01' });
    });

    it('50 loops of GET /api/flow while every connection is terminated twice: no 500', async () => {
      const statuses = new Map<number, number>();
      let running = true;
      const loop = async () => {
        while (running) {
          const { statusCode } = await flow();
          statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        }
      };
      const loops = Array.from({ length: 50 }, loop);
      const answered = () => [...statuses.values()].reduce((a, b) => a + b, 0);
      const moreAnswers = async (n: number) => {
        const before = answered();
        await vi.waitFor(() => expect(answered()).toBeGreaterThan(before + n), PATIENCE);
      };
      try {
        for (let drop = 0; drop < 2; drop++) {
          await moreAnswers(100);
          expect(await terminate()).toBeGreaterThan(0);
        }
        await moreAnswers(100);
      } finally {
        running = false;
        await Promise.all(loops);
      }
      expect(statuses.get(500)).toBeUndefined();
      expect([...statuses.keys()]).toEqual([200]);
    });

    it('a write whose connection is terminated answers 503 with Retry-After, and the log names the query without its values', async () => {
      const lockHolder = new pg.Client({ connectionString: databaseUrl });
      await lockHolder.connect();
      logLines.length = 0;
      const release = await lockProfiles(lockHolder);
      let res: Awaited<ReturnType<typeof app.inject>>;
      try {
        const answer = app.inject({
          method: 'POST',
          url: '/api/flow/complete',
          headers: { cookie, origin: ORIGIN },
          payload: { step: 'reveal' },
        });
        await waitingOnTheLock(1);
        expect(await terminate()).toBeGreaterThanOrEqual(1);
        res = await answer;
      } finally {
        await release();
        await lockHolder.end();
      }
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        code: 'database_unavailable',
        message: 'The service was briefly interrupted. Please try again in a moment.',
      });
      const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'database connection lost under a request',
          query: 'update profiles',
          lost: '57P01',
          route: '/api/flow/complete',
        }),
      );
      expect(logLines.join('\n')).not.toContain(userId);
      expect(logLines.join('\n')).not.toContain('reveal');
    });
  });
});
