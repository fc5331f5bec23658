import { spawn, type ChildProcess } from 'node:child_process';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGBOSS_SCHEMA, WORKER_READY } from '../../src/server/modules/agents/testing';
import { createScratchDatabase, jobStates, until } from './helpers/agent-jobs-db';

const base = process.env.TEST_DATABASE_URL;
const MEMBERS = 30;
const PAIRS_PER_MEMBER = 4;
const WEEKS = MEMBERS * PAIRS_PER_MEMBER;

function startWorker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/helpers/agent-test-worker.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: url,
      LOG_LEVEL: 'info',
      AGENT_WORKER_CONCURRENCY: '4',
      TEST_MEMBERS: String(MEMBERS),
      TEST_PAIRS_PER_MEMBER: String(PAIRS_PER_MEMBER),
      TEST_WEEK_SPINS: '3000000',
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

// Several processes sharing the work need PostgreSQL (on the embedded database, `npm start` works the jobs alone).
describe.runIf(base)('agent worker processes (npm run worker) sharing a daily pass over PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createScratchDatabase>>;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    db = await createScratchDatabase(base!, 'maya_workers');
    await db.client.query('create table test_weeks (pair_id text primary key, pid int not null)');
    await db.client.query('create table test_week_attempts (pair_id text not null, pid int not null)');
    workers.push(...(await Promise.all([startWorker(db.url), startWorker(db.url)])));
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    await db?.drop();
  });

  it('does every week exactly once though one worker is killed mid-pass: its jobs are retried by the other', async () => {
    const [victim, survivor] = workers as [ChildProcess, ChildProcess];
    const sender = new PgBoss({ connectionString: db.url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false, migrate: false });
    await sender.start();
    await sender.send('agent-daily', {});
    await sender.stop({ graceful: false });

    // Killed while a week of its own is under way (attempted, not written).
    await until(
      async () => {
        const { rowCount } = await db.client.query(
          'select 1 from test_week_attempts a where a.pid = $1 and not exists (select 1 from test_weeks w where w.pair_id = a.pair_id)',
          [victim.pid],
        );
        return Boolean(rowCount);
      },
      60_000,
      20,
    );
    victim.kill('SIGKILL');

    await until(async () => {
      const states = await jobStates(db.client);
      return states['agent-week:completed'] === WEEKS && Object.keys(states).every((key) => key.endsWith(':completed'));
    }, 90_000);
    expect(await jobStates(db.client)).toEqual({
      'agent-daily:completed': 1,
      'agent-pass:completed': MEMBERS,
      'agent-week:completed': WEEKS,
    });
    const { rows } = await db.client.query<{ weeks: number; pairs: number; retried: number; bySurvivor: number }>(
      `select (select count(*)::int from test_weeks) as weeks,
              (select count(distinct pair_id)::int from test_week_attempts) as pairs,
              (select count(*)::int from ${PGBOSS_SCHEMA}.job where name = 'agent-week' and retry_count > 0) as retried,
              (select count(*)::int from test_weeks where pid = $1) as "bySurvivor"`,
      [survivor.pid],
    );
    // Every pair's week written once (the unique key), none lost; the killed worker's jobs were retried.
    expect(rows[0]).toMatchObject({ weeks: WEEKS, pairs: WEEKS });
    expect(rows[0]!.retried).toBeGreaterThan(0);
    expect(rows[0]!.bySurvivor).toBeGreaterThan(0);
  });
});
