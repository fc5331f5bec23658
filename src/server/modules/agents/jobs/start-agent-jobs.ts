import type { Config } from '../../../config';
import type { AgentEventJobs } from './agent-events';
import type { AgentWork } from './agent-work';
import type { AgentJobs, JobLog } from './agent-jobs';
import { startInProcessQueue } from './in-process-queue';
import { startPgBossQueue, type PgBossQueueOptions } from './pg-boss-queue';

type JobsConfig = Pick<
  Config,
  | 'DATABASE_URL'
  | 'AGENT_PASS_INTERVAL_SECONDS'
  | 'AGENT_JOBS_IN_WEB'
  | 'AGENT_WORKER_CONCURRENCY'
  | 'AGENT_JOB_EXPIRE_SECONDS'
  | 'AGENT_JOB_RETRY_DELAY_SECONDS'
  | 'AGENT_JOB_MAINTENANCE_SECONDS'
  | 'AGENT_JOB_POLLING_SECONDS'
>;

export type StartAgentJobsOptions = {
  config: JobsConfig;
  log: JobLog;
  work: AgentWork;
  /** The named jobs others defined for what the agent's jobs tell them (agent-events.ts; src/server/app-services.ts hands them in). */
  events: AgentEventJobs;
  /** A worker process (`npm run worker`) always works jobs; a web instance when AGENT_JOBS_IN_WEB. */
  role?: 'web' | 'worker';
  /** Tests: pg-boss's expiry, retry delay, maintenance and polling, shortened (over the AGENT_JOB_* config). */
  tuning?: Pick<PgBossQueueOptions, 'expireInSeconds' | 'retryDelaySeconds' | 'maintenanceIntervalSeconds' | 'pollingIntervalSeconds'>;
};

/**
 * pg-boss on PostgreSQL when DATABASE_URL is set (any number of web instances and workers share the
 * work); otherwise the embedded database's in-process queue, which runs the same handlers (ADR 038).
 */
export function startAgentJobs({ config, log, work, events, role = 'web', tuning }: StartAgentJobsOptions): Promise<AgentJobs> {
  if (!config.DATABASE_URL) {
    if (role === 'worker') throw new Error(WORKER_NEEDS_POSTGRES);
    return Promise.resolve(startInProcessQueue({ work, events, log, intervalSeconds: config.AGENT_PASS_INTERVAL_SECONDS }));
  }
  return startPgBossQueue({
    url: config.DATABASE_URL,
    work,
    events,
    log,
    workJobs: role === 'worker' || config.AGENT_JOBS_IN_WEB,
    concurrency: config.AGENT_WORKER_CONCURRENCY,
    expireInSeconds: config.AGENT_JOB_EXPIRE_SECONDS,
    retryDelaySeconds: config.AGENT_JOB_RETRY_DELAY_SECONDS,
    maintenanceIntervalSeconds: config.AGENT_JOB_MAINTENANCE_SECONDS,
    pollingIntervalSeconds: config.AGENT_JOB_POLLING_SECONDS,
    ...tuning,
  });
}

export const WORKER_NEEDS_POSTGRES =
  'npm run worker needs DATABASE_URL (PostgreSQL); the embedded database runs the agent inside npm start';
