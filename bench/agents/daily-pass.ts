import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { jobStates, until } from '../../tests/api/helpers/agent-jobs-db';
import { allWorked, jobsIn, networkCounts, resetAgentWork, sendDailyPass } from '../../tests/api/helpers/agent-network-sql';
import { QUICK_JOBS_ENV, startWorkerProcess, stopProcesses } from '../../tests/api/helpers/agent-processes';

export type DailyPassOptions = {
  /** The seeded database the workers use. */
  url: string;
  client: pg.Client;
  workers: number;
  /** AGENT_WORKER_CONCURRENCY of each worker. */
  concurrency: number;
  /** SIGKILL one worker once weeks are running on both (its jobs come back after a 10 s expiry). */
  killOne?: boolean;
};

const MAX_SECONDS = 60 * 60;
const CLOCK_TICKS = 100;

/** CPU seconds a process has used (user + system, Linux's /proc); 0 elsewhere or once it has exited. */
function cpuSeconds(child: ChildProcess): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * One daily pass (issue 31 item 8) by the real `npm run worker` processes and the offline engine: the
 * agent's tables and jobs are emptied, the workers started, then one `agent-daily` job is timed until
 * every job it led to (a pass per member, a week per new pair) is done. Returns jobs per second and
 * what the pass left in SQL.
 */
export async function measureDailyPass({ url, client, workers, concurrency, killOne = false }: DailyPassOptions) {
  await resetAgentWork(client);
  const env = { ...QUICK_JOBS_ENV, DATABASE_URL: url, AGENT_WORKER_CONCURRENCY: String(concurrency) };
  const children: ChildProcess[] = await Promise.all(Array.from({ length: workers }, () => startWorkerProcess(env)));
  try {
    const started = performance.now();
    await sendDailyPass(url);
    if (killOne) {
      await until(async () => (await jobsIn(client, 'agent-week', 'active')) > concurrency, MAX_SECONDS * 1000, 20);
      children[0]!.kill('SIGKILL');
    }
    // NOTE: ≥ 1: the hourly cron (:07) may fan out again during a run; the day's keys make it send nothing new.
    await until(async () => (await jobsIn(client, 'agent-daily', 'completed')) >= 1 && (await allWorked(client)), MAX_SECONDS * 1000, 250);
    const seconds = (performance.now() - started) / 1000;
    const workerCpuSeconds = children.reduce((sum, child) => sum + cpuSeconds(child), 0);
    const states = await jobStates(client);
    const jobs = Object.entries(states).reduce((sum, [key, n]) => sum + (key.endsWith(':completed') ? n : 0), 0);
    return {
      jobs,
      seconds,
      jobsPerSecond: jobs / seconds,
      workerCores: workerCpuSeconds / seconds,
      states,
      ...(await networkCounts(client)),
    };
  } finally {
    await stopProcesses(children);
  }
}
