import { spawn, type ChildProcess } from 'node:child_process';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { WORKER_READY } from '../../src/server/services/agents/jobs/agent-worker';
import { PGBOSS_SCHEMA } from '../../src/server/services/agents/jobs/pg-boss-queue';
import { jobStates, settled } from '../../tests/api/helpers/agent-jobs-db';

export type DailyPassOptions = {
  /** The database the workers use (its pgboss schema is made by the first worker). */
  url: string;
  client: pg.Client;
  workers: number;
  /** The worker process's entry: the synthetic worker now, src/server/worker.ts once the engine is merged. */
  workerEntry: string;
  env: Record<string, string>;
};

function startWorker(entry: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, NODE_OPTIONS: '', ...env }, stdio: 'pipe' });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d;
      if (output.includes(WORKER_READY)) resolve(child);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`a bench worker exited with ${code}:\n${output}`)));
  });
}

/**
 * One daily pass (issue 31 item 8): `workers` worker processes, one `agent-daily` job, timed until
 * every job it led to (a pass per member, a week per new pair) is done. Returns jobs per second.
 */
export async function measureDailyPass({ url, client, workers, workerEntry, env }: DailyPassOptions) {
  const children = await Promise.all(Array.from({ length: workers }, () => startWorker(workerEntry, { ...env, DATABASE_URL: url })));
  const sender = new PgBoss({ connectionString: url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false, migrate: false });
  try {
    await client.query(`delete from ${PGBOSS_SCHEMA}.job where name like 'agent-%'`);
    await sender.start();
    const started = performance.now();
    await sender.send('agent-daily', {});
    await settled(client, 30 * 60_000);
    const seconds = (performance.now() - started) / 1000;
    const states = await jobStates(client);
    const jobs = Object.entries(states).reduce((sum, [key, n]) => sum + (key.endsWith(':completed') ? n : 0), 0);
    return {
      jobs,
      failed: Object.keys(states).filter((key) => !key.endsWith(':completed')).length,
      seconds,
      jobsPerSecond: jobs / seconds,
    };
  } finally {
    await sender.stop({ graceful: false });
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)))));
  }
}
