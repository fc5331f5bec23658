import type { AgentJobs } from './agent-jobs';
import { startAgentJobs, type StartAgentJobsOptions } from './start-agent-jobs';
import { stopOnSignal } from '../../../lib/stop-on-signal';

export const WORKER_READY = "Maya's agent worker is working";

/**
 * A worker process's life: work the agent's jobs until SIGTERM/SIGINT, then stop gracefully (in-flight
 * jobs finish, or after pg-boss's stop timeout go back to the queue to be retried) and exit, within SHUTDOWN_TIMEOUT_MS. A SIGKILL loses nothing
 * either: the killed worker's jobs expire and are retried by another.
 */
export async function runAgentWorker(
  options: Omit<StartAgentJobsOptions, 'role'> & { onStopped?: () => Promise<void> },
): Promise<AgentJobs> {
  const jobs = await startAgentJobs({ ...options, role: 'worker' });
  stopOnSignal(options.log, async () => {
    options.log.info({}, 'agent worker stopping: finishing its jobs');
    await jobs.stop();
    await options.onStopped?.();
  });
  options.log.info({ concurrency: options.config.AGENT_WORKER_CONCURRENCY }, WORKER_READY);
  return jobs;
}
