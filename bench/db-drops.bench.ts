import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hammerCounting, startServer, stopServer } from './api-flow/load';
import { benchDatabaseUrl, seedSignedInPerson } from './api-flow/seed';
import { productionEnv } from './api-flow/app-env';

export const name = 'db-drops';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const DROPS = 2;

/**
 * Issue 30 item 2: GET /api/flow on PostgreSQL with 50 keep-alive clients while every backend of the
 * app is terminated (pg_terminate_backend) twice, at 1/3 and 2/3 of the run; reports the answers
 * by status. Goal: no 500. The app's connections carry their own application_name, so only they
 * are terminated (other people's servers on the same PostgreSQL are left alone).
 */
export async function run(): Promise<Record<string, number | string>> {
  const { accessToken } = await seedSignedInPerson();
  const applicationName = `maya-drops-${randomUUID().slice(0, 8)}`;
  const url = new URL(benchDatabaseUrl());
  url.searchParams.set('application_name', applicationName);
  const env = productionEnv({ DATABASE_URL: url.toString(), PORT: '3394' });
  const logs = mkdtempSync(join(tmpdir(), 'maya-bench-drops-'));
  const admin = new pg.Client({ connectionString: benchDatabaseUrl() });
  admin.on('error', (err) => console.warn(`bench admin connection: ${err.message}`));
  await admin.connect();
  const terminated: number[] = [];
  const terminateAll = async () => {
    // NOTE: two statements: in one, PostgreSQL may call pg_terminate_backend before filtering by name.
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [rows.map((r) => r.pid)]);
    terminated.push(rows.length);
  };
  const { url: server, child } = await startServer(join(root, 'src/server/main.ts'), env, join(logs, 'maya.log'));
  try {
    const load = { connections: 50, warmupSeconds: 0, seconds, cookie: `maya_at=${accessToken}` };
    const drops = Array.from({ length: DROPS }, (_, i) => ({ atMs: ((i + 1) * seconds * 1000) / (DROPS + 1), run: terminateAll }));
    const counts = await hammerCounting(server, '/api/flow', load, drops);
    const statuses = Object.entries(counts)
      .filter(([key]) => key !== 'total')
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ');
    return {
      requests: counts.total ?? 0,
      'answers by status': statuses,
      'answers of 500 (goal 0)': counts['500'] ?? 0,
      'backends terminated': terminated.join(' + '),
      'server log': join(logs, 'maya.log'),
    };
  } finally {
    await stopServer(child);
    await admin.end();
  }
}
