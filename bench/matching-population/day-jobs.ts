import { randomUUID } from 'node:crypto';
import { AGENT_JOB, createAgentHandlers, type AgentWork, type OutgoingJob } from '../../src/server/modules/agents/testing';
import type { AgentEventJobs } from '../../src/server/modules/agents';
import type { JobLog } from '../../src/server/lib/job-definition';

/**
 * The agent's real job code (createAgentHandlers: the daily fan-out, a pass per member, a week per pair,
 * expiry, and the proposal-ready event) run in this process at a simulated clock, `concurrency` jobs at
 * a time on the database pool. NOTE: a queue of the bench's own, not pg-boss: pg-boss stamps jobs with
 * the real clock, and the day must be simulated. Dedupe by key and window as both production queues do;
 * a week deferred to tomorrow (over the model budget) waits for the next day's run.
 */
export interface DayQueue {
  /** Runs expiry, then the daily fan-out and all it leads to, at `now`; returns jobs run by name, and their summed milliseconds (`<name> ms`). */
  runDay(now: Date): Promise<Record<string, number>>;
}

type Entry = { job: OutgoingJob; dueAt: number };

export function createDayQueue(work: AgentWork, events: AgentEventJobs, log: JobLog, concurrency: number): DayQueue {
  const pending: Entry[] = [];
  const seen = new Map<string, number>();
  let clock = 0;
  const enqueue = (job: OutgoingJob) => {
    if (job.key) {
      const windowMs = (job.windowSeconds ?? 0) * 1000;
      const slot = windowMs ? Math.floor(clock / windowMs) : 0;
      const dedupe = `${job.name}|${slot}|${job.key}`;
      if ((seen.get(dedupe) ?? 0) > clock) return;
      seen.set(dedupe, windowMs ? (slot + 2) * windowMs : Infinity);
    }
    pending.push({ job, dueAt: job.startAfter?.getTime() ?? clock });
    wake();
  };
  // Workers with nothing due wait while another still runs a job (it may send more), and wake on each send or end.
  let running = 0;
  let sleepers: (() => void)[] = [];
  const wake = () => {
    const woken = sleepers;
    sleepers = [];
    woken.forEach((w) => w());
  };
  const handlers = createAgentHandlers(work, { sendMany: async (jobs) => jobs.forEach(enqueue) }, events);

  return {
    async runDay(now) {
      clock = now.getTime();
      for (const [key, forgetAt] of seen) if (forgetAt <= clock) seen.delete(key);
      pending.push({ job: { name: AGENT_JOB.expire, data: {} }, dueAt: clock }, { job: { name: AGENT_JOB.daily, data: {} }, dueAt: clock });
      const ran: Record<string, number> = {};
      const next = (): Entry | undefined => {
        // Highest priority first among due jobs (events before the round, as both queues do).
        let best = -1;
        pending.forEach((e, i) => {
          if (e.dueAt > clock) return;
          if (best < 0 || (e.job.priority ?? 0) > (pending[best]!.job.priority ?? 0)) best = i;
        });
        return best < 0 ? undefined : pending.splice(best, 1)[0];
      };
      const worker = async () => {
        for (;;) {
          const entry = next();
          if (!entry) {
            if (running === 0) return wake();
            await new Promise<void>((resolve) => sleepers.push(resolve));
            continue;
          }
          const handler = handlers[entry.job.name];
          if (!handler) throw new Error(`no job is defined by the name ${entry.job.name}`);
          const t0 = performance.now();
          running++;
          try {
            await handler(entry.job.data, { now, jobId: randomUUID(), log });
          } finally {
            running--;
            wake();
          }
          ran[entry.job.name] = (ran[entry.job.name] ?? 0) + 1;
          ran[`${entry.job.name} ms`] = (ran[`${entry.job.name} ms`] ?? 0) + performance.now() - t0;
        }
      };
      // NOTE: a worker that finds nothing due waits while others run (they may send more), so `concurrency` jobs
      // stay in flight; it ends only when no job is due and none runs.
      await Promise.all(Array.from({ length: concurrency }, worker));
      return ran;
    },
  };
}
