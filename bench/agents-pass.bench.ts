import { fileURLToPath } from 'node:url';
import { measureDailyPass } from './agents/daily-pass';
import { createScratchDatabase } from '../tests/api/helpers/agent-jobs-db';

export const name = 'agents: daily pass';

const root = fileURLToPath(new URL('..', import.meta.url));
const members = Number(process.env.BENCH_AGENT_MEMBERS ?? 2000);

/**
 * Issue 31 item 8: one daily pass over N active members with 1 and with 2 worker processes on
 * PostgreSQL (docs/decisions/038 "Scale"). NOTE(merge): the work is synthetic until the engine is
 * merged; then seed N demo members and run src/server/worker.ts as the worker entry.
 */
export async function run(): Promise<Record<string, number | string>> {
  const db = await createScratchDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'maya_bench_agents');
  try {
    await db.client.query('create table bench_weeks (pair_id text primary key)');
    const env = { BENCH_MEMBERS: String(members), BENCH_PAIRS: '2', BENCH_WEEK_SPINS: '5000000' };
    const workerEntry = `${root}bench/agents/synthetic-worker.ts`;
    const one = await measureDailyPass({ url: db.url, client: db.client, workers: 1, workerEntry, env });
    await db.client.query('truncate bench_weeks');
    const two = await measureDailyPass({ url: db.url, client: db.client, workers: 2, workerEntry, env });
    return {
      members,
      'jobs (1 worker)': one.jobs,
      'jobs/s, 1 worker': Math.round(one.jobsPerSecond),
      'jobs/s, 2 workers': Math.round(two.jobsPerSecond),
      'speed-up of the 2nd worker': (two.jobsPerSecond / one.jobsPerSecond).toFixed(2),
      'jobs not completed': one.failed + two.failed,
    };
  } finally {
    await db.drop();
  }
}
