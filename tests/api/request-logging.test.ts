import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loggerOptions } from '../../src/server/lib/logger-options';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const CODE = 'Sekr1tC0de';
const STATE = 'Sekr1tSt4te';
const EMAIL = 'grace.hopper@example.com';
const NAME = 'Grace Brewster Hopper';
const ASSET = 'app-4f2a9c.js';

type Line = {
  msg?: string;
  level: number;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  err?: { type: string; message: string; code?: string; stack?: string };
};

describe(`request logs hold no secrets or personal data on ${testDriver()}`, () => {
  const lines: Line[] = [];
  const raw: string[] = [];
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'maya-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Maya</title>');
    writeFileSync(join(clientDir, 'assets', ASSET), 'console.log("maya")');
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    const stream = {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Line);
      },
    };
    app = await buildApp({ config: testConfig(), db: handle.db, clientDir, logger: { ...loggerOptions({ level: 'info' }), stream } });
    // Two queries that fail while carrying personal data: as a parameter, and quoted back in the error text.
    app.get('/api/test/failing-query', async () => app.db.execute(sql`select ${EMAIL}::text || ${NAME}::text as who, 1 / 0 as boom`));
    app.get('/api/test/bad-date', async () => app.db.execute(sql`select ${EMAIL}::date`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('writes one line per API request without query strings, no line for static files, and failed queries without their values', async () => {
    const secrets = `code=${CODE}&state=${STATE}`;
    const api = [
      { method: 'GET', url: `/api/health?${secrets}`, route: '/api/health', status: 200 },
      { method: 'GET', url: `/%61pi/health?${secrets}`, route: '/api/health', status: 200 },
      { method: 'POST', url: `/api/auth/callback?${secrets}`, route: '/api/auth/callback', status: 400, payload: { query: secrets } },
      { method: 'GET', url: `/api/test/failing-query?email=${EMAIL}`, route: '/api/test/failing-query', status: 500 },
      { method: 'GET', url: '/api/test/bad-date', route: '/api/test/bad-date', status: 500 },
      { method: 'GET', url: `/api/nothing-here?${secrets}`, route: '/api/nothing-here', status: 404 },
    ] as const;
    for (const r of api) {
      const res = await app.inject({ method: r.method, url: r.url, payload: 'payload' in r ? r.payload : undefined });
      expect(res.statusCode, r.url).toBe(r.status);
    }
    expect((await app.inject({ method: 'GET', url: `/assets/${ASSET}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/auth/callback?${secrets}` })).body).toContain('<title>Maya</title>');

    const text = raw.join('');
    for (const value of [CODE, STATE, EMAIL, NAME, 'grace.hopper', ASSET]) expect(text, value).not.toContain(value);
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);

    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map(({ method, route, status }) => ({ method, route, status }))).toEqual(
      api.map(({ method, route, status }) => ({ method, route, status })),
    );
    for (const line of requests) expect(line.ms).toEqual(expect.any(Number));

    const failures = lines.filter((l) => l.msg === 'request failed').map((l) => l.err!);
    expect(failures).toEqual([
      expect.objectContaining({
        type: 'DrizzleQueryError',
        message: expect.stringMatching(/^Failed query: select \$1::text \|\| \$2::text as who, 1 \/ 0 as boom$/),
      }),
      expect.objectContaining({ type: 'DrizzleQueryError', message: 'Failed query: select $1::date' }),
    ]);
    const causes = failures.map((f) => (f as { cause?: { code?: string; message?: string } }).cause);
    expect(causes.map((c) => c?.code)).toEqual(['22012', '22007']);
    expect(causes[1]?.message).toBe('invalid input syntax for type date: "…"');
  });
});
