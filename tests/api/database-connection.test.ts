import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { getTestDatabase, resetDatabase } from '../setup/test-db';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const base = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL drops connections on a restart, a failover or a proxy's idle timeout. The app must
 * survive that: node-postgres reports it as an 'error' event, which kills the process when
 * nobody listens (vitest reports such an uncaught error and fails the run).
 */
describe.runIf(base)('a dropped database connection on PostgreSQL', () => {
  const applicationName = `maya-test-${randomUUID().slice(0, 8)}`;
  const lost: Error[] = [];
  let handle: DatabaseHandle;
  let admin: pg.Client;
  let app: FastifyInstance;

  beforeAll(async () => {
    const shared = await getTestDatabase();
    await resetDatabase(shared);
    const result = await shared.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(base!);
    url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    // The app's own pool, named so that only its backends are terminated.
    handle = await openDatabase({ url: url.toString(), dataDir: '', applicationName, onConnectionLost: (err) => lost.push(err) });
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    app = await buildApp({ config: testConfig(), db: handle.db });
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
});
