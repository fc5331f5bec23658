import pg from 'pg';
import PgBoss from 'pg-boss';
import { logWith } from '../../../lib/job-definition';
import type { AgentEventJobs } from './agent-events';
import { isRetryable, type AgentWork } from './agent-work';
import {
  AGENT_JOB,
  AGENT_RETRY,
  createAgentHandlers,
  jobNames,
  passSoonJob,
  scheduledEvents,
  triggeredJob,
  type AgentJobName,
  type AgentJobs,
  type JobLog,
  type OutgoingJob,
} from './agent-jobs';

export type PgBossQueueOptions = {
  url: string;
  work: AgentWork;
  /** The named jobs others defined for what the agent's jobs tell them (agent-events.ts): a queue each. */
  events: AgentEventJobs;
  log: JobLog;
  /** Work jobs in this process: a worker always, a web instance when AGENT_JOBS_IN_WEB. Sending works either way. */
  workJobs: boolean;
  /** Jobs a process holds and runs at once per queue (AGENT_WORKER_CONCURRENCY). */
  concurrency: number;
  /** Tests shorten these so a killed worker's job comes back within seconds. */
  expireInSeconds?: number;
  retryDelaySeconds?: number;
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
};

export const PGBOSS_SCHEMA = 'pgboss';
const DAY_SECONDS = 86_400;
/**
 * Graceful stop: in-flight jobs get this long to finish, then pg-boss fails them into a retry (nothing is lost).
 * Short enough that a process stops within lib/stop-on-signal.ts's SHUTDOWN_TIMEOUT_MS after its HTTP grace.
 */
const STOP_TIMEOUT_MS = 5_000;
/**
 * The fan-out runs hourly (the day's key lets each member's pass through once a day, so a member who
 * joins, or a day missed in an outage, is caught up within the hour); expiry every 15 minutes.
 * pg-boss fires each schedule once across all instances.
 */
const CRONS: [AgentJobName, string][] = [
  [AGENT_JOB.daily, '7 * * * *'],
  [AGENT_JOB.expire, '*/15 * * * *'],
];

/** Any fixed number: the advisory lock instances take to create the queues. */
const QUEUES_LOCK_KEY = 0x6a6f6273; // "jobs"

/**
 * NOTE: pg-boss's create_queue makes a table partition per queue; two instances starting together
 * deadlock in it (found by tests/api/agent-workers.test.ts). A session lock on a connection of its
 * own lets one instance create the queues while the others wait, then find them made.
 */
async function oneAtATime(url: string, create: () => Promise<void>) {
  const lockHolder = new pg.Client({ connectionString: url, application_name: 'maya-jobs' });
  await lockHolder.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [QUEUES_LOCK_KEY]);
    await create();
  } finally {
    await lockHolder.end();
  }
}

const toInsert = (job: OutgoingJob): PgBoss.JobInsert => ({
  name: job.name,
  data: job.data,
  singletonKey: job.key,
  singletonSeconds: job.windowSeconds,
  startAfter: job.startAfter,
  priority: job.priority,
});

/**
 * The agent's jobs on pg-boss 10 in PostgreSQL (docs/decisions/038): queues in the `pgboss` schema,
 * crons, and, when `workJobs`, this process's share of the work. Each job runs once: pg-boss hands a
 * job to one worker (SKIP LOCKED), keys dedupe what is sent, and a job whose worker died is retried.
 */
export async function startPgBossQueue(options: PgBossQueueOptions): Promise<AgentJobs> {
  const { log, concurrency } = options;
  const expireInSeconds = options.expireInSeconds ?? AGENT_RETRY.expireInSeconds;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: PGBOSS_SCHEMA,
    application_name: 'maya-jobs',
    max: concurrency + 4,
    // NOTE: a day's dedupe key holds only while its completed job is in the job table (not archived).
    archiveCompletedAfterSeconds: 2 * DAY_SECONDS,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  await boss.start();
  const retryDelay = options.retryDelaySeconds ?? AGENT_RETRY.delaySeconds;
  const queue = { retryLimit: AGENT_RETRY.limit, retryDelay, retryBackoff: true, expireInSeconds };
  const names = jobNames(options.events);
  await oneAtATime(options.url, async () => {
    for (const name of names) {
      await boss.createQueue(name, { name, ...queue });
      await boss.updateQueue(name, { name, ...queue });
    }
  });
  const scheduled = scheduledEvents(options.events);
  for (const [name, cron] of [...CRONS, ...scheduled.map((e): [string, string] => [e.name, e.schedule.cron])])
    await boss.schedule(name, cron, {}, { tz: 'UTC' });
  const oneAtATimeJobs = new Set<string>([AGENT_JOB.daily, AGENT_JOB.expire, ...scheduled.map((e) => e.name)]);

  // NOTE: pg-boss's bulk insert has no debounce (singletonNextSlot): a debounced job goes through send.
  const debounced = (job: OutgoingJob) =>
    boss.send(job.name, job.data, {
      singletonKey: job.key,
      singletonSeconds: job.windowSeconds,
      singletonNextSlot: true,
      ...(job.priority ? { priority: job.priority } : {}),
    });
  const sender = {
    sendMany: async (jobs: OutgoingJob[]) => {
      const plain = jobs.filter((j) => !j.debounce);
      if (plain.length) await boss.insert(plain.map(toInsert));
      for (const job of jobs.filter((j) => j.debounce)) await debounced(job);
    },
  };
  const handlers = createAgentHandlers(options.work, sender, options.events);

  /** One job of a batch: a retryable error backs off (pg-boss's retry), any other fails it now. */
  const runOne = async (name: string, job: PgBoss.Job<unknown>) => {
    const jobLog = logWith(log, { job: name, jobId: job.id });
    try {
      await handlers[name]!(job.data, { now: new Date(), jobId: job.id, log: jobLog });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isRetryable(error)) jobLog.warn({ err: error }, 'agent job backs off');
      else {
        jobLog.error({ err: error, data: job.data }, 'agent job failed');
        // NOTE: pg-boss retries every failure up to the queue's retryLimit; only retryable ones should be.
        await boss
          .getDb()
          .executeSql(`UPDATE ${PGBOSS_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [name, job.id]);
      }
      await boss.fail(name, job.id, { message, retryable: isRetryable(error) });
    }
  };

  if (options.workJobs)
    for (const name of names) {
      const batchSize = oneAtATimeJobs.has(name) ? 1 : concurrency;
      const workOptions = {
        batchSize,
        ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
      };
      // NOTE: the first batch may arrive before work() resolves with the worker's id.
      const worker = { id: '' };
      worker.id = await boss.work(name, workOptions, async (jobs) => {
        await Promise.all(jobs.map((job) => runOne(name, job)));
        // A full batch means more is waiting: fetch again now instead of after the polling interval.
        if (jobs.length === batchSize && worker.id) boss.notifyWorker(worker.id);
      });
    }

  return {
    passSoon: (userId) => sender.sendMany([passSoonJob(userId)]),
    trigger: async (job) => {
      const outgoing = triggeredJob(names, job);
      // NOTE: what it is about is committed: a failed send is logged, not the person's error (the schedule catches up).
      await sender.sendMany([outgoing]).catch((err: unknown) => log.warn({ err, job: job.name }, 'a job sent by name was not queued'));
    },
    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }),
  };
}
