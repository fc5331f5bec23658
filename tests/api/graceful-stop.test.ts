import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { PGBOSS_SCHEMA, WORKER_READY } from '../../src/server/modules/agents/testing';
import { createScratchDatabase, jobStates, until } from './helpers/agent-jobs-db';
import { startWebProcess, startWorkerProcess } from './helpers/agent-processes';

/**
 * SIGTERM with work in flight (issue 40 item 3): the process stops by itself and exits 0. The bound is the
 * process's own (lib/stop-on-signal.ts: a stop still going after SHUTDOWN_TIMEOUT_MS exits 1), so the
 * test asserts the exit code, never a time.
 */
const base = process.env.TEST_DATABASE_URL;
/** Booting a real process (tsx, migrations) takes most of it on a busy 2-core machine. */
const PROCESS_TEST_MS = 240_000;
const exitOf = (child: ChildProcess) =>
  new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));

describe('a stop on SIGTERM with work in flight', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(
    'the web server cuts a request still arriving and exits 0',
    async () => {
      // PostgreSQL when the run has it (the embedded database's boot takes minutes on a busy machine), else PGlite.
      const dir = mkdtempSync(join(tmpdir(), 'maya-stop-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const pgDb = base ? await createScratchDatabase(base, 'maya_stop_web') : null;
      if (pgDb) cleanups.push(pgDb.drop);
      const { child, url } = await startWebProcess({ DATABASE_URL: pgDb?.url ?? '', PGLITE_DIR: join(dir, 'db'), REDIS_URL: '' });
      cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
      // A request whose headers never end: Node's server.close() would wait for it (up to its 60 s headers timeout).
      const { port } = new URL(url);
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.on('error', () => undefined);
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const closed = new Promise((resolve) => socket.once('close', resolve));
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await closed;
    },
    PROCESS_TEST_MS,
  );

  it.runIf(base)(
    'the real worker (npm run worker) exits 0',
    async () => {
      const db = await createScratchDatabase(base!, 'maya_stop');
      cleanups.push(db.drop);
      const child = await startWorkerProcess({ DATABASE_URL: db.url });
      cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    PROCESS_TEST_MS,
  );

  it.runIf(base)(
    'a worker stopped mid-pass exits 0 and loses no job: another worker does the rest, each week once',
    async () => {
      const MEMBERS = 20;
      const PAIRS = 3;
      const db = await createScratchDatabase(base!, 'maya_stop_jobs');
      cleanups.push(db.drop);
      await db.client.query('create table test_weeks (pair_id text primary key, pid int not null)');
      await db.client.query('create table test_week_attempts (pair_id text not null, pid int not null)');
      const start = () => startTestWorker(db.url, { TEST_MEMBERS: String(MEMBERS), TEST_PAIRS_PER_MEMBER: String(PAIRS) });
      const first = await start();
      cleanups.push(() => first.exitCode === null && first.signalCode === null && first.kill('SIGKILL'));
      const sender = new PgBoss({ connectionString: db.url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false, migrate: false });
      await sender.start();
      await sender.send('agent-daily', {});
      await sender.stop({ graceful: false });
      // Stopped while weeks of its own are under way.
      await until(async () => {
        const { rowCount } = await db.client.query('select 1 from test_week_attempts where pid = $1', [first.pid]);
        return Boolean(rowCount);
      }, 60_000);
      const exited = exitOf(first);
      first.kill('SIGTERM');
      expect(await exited).toBe(0);

      const second = await start();
      cleanups.push(() => second.exitCode === null && second.signalCode === null && second.kill('SIGKILL'));
      await until(async () => {
        const states = await jobStates(db.client);
        return states['agent-week:completed'] === MEMBERS * PAIRS && Object.keys(states).every((key) => key.endsWith(':completed'));
      }, 90_000);
      const { rows } = await db.client.query<{ weeks: number; byFirst: number }>(
        'select count(*)::int as weeks, count(*) filter (where pid = $1)::int as "byFirst" from test_weeks',
        [first.pid],
      );
      expect(rows[0]!.weeks).toBe(MEMBERS * PAIRS);
      expect(rows[0]!.byFirst).toBeGreaterThan(0);
      second.kill('SIGTERM');
    },
    PROCESS_TEST_MS,
  );
});

/** The worker of agent-workers.test.ts (the real runAgentWorker, weeks that take CPU), resolved once it works. */
function startTestWorker(url: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/helpers/agent-test-worker.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: url,
      LOG_LEVEL: 'info',
      AGENT_WORKER_CONCURRENCY: '2',
      TEST_WEEK_SPINS: '20000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d;
      if (output.includes(WORKER_READY)) resolve(child);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code}:\n${output}`)));
  });
}
