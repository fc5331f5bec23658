import type { AgentJobs } from './agent-jobs';
import { startAgentJobs, type StartAgentJobsOptions } from './start-agent-jobs';

export const WORKER_READY = "Maya's agent worker is working";

/**
 * A worker process's life: work the agent's jobs until SIGTERM/SIGINT, then stop gracefully (in-flight
 * jobs finish, or after 30 s go back to the queue to be retried) and exit. A SIGKILL loses nothing
 * either: the killed worker's jobs expire and are retried by another.
 */
export async function runAgentWorker(
  options: Omit<StartAgentJobsOptions, 'role'> & { onStopped?: () => Promise<void> },
): Promise<AgentJobs> {
  const jobs = await startAgentJobs({ ...options, role: 'worker' });
  const stop = async (signal: string) => {
    options.log.info({ signal }, 'agent worker stopping: finishing its jobs');
    await jobs.stop();
    await options.onStopped?.();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  options.log.info({ concurrency: options.config.AGENT_WORKER_CONCURRENCY }, WORKER_READY);
  return jobs;
}
