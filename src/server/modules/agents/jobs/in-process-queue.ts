import { randomUUID } from 'node:crypto';
import { logWith } from '../../../lib/job-definition';
import type { AgentEventJobs } from './agent-events';
import { isRetryable, type AgentWork } from './agent-work';
import {
  AGENT_JOB,
  AGENT_RETRY,
  createAgentHandlers,
  passSoonJob,
  jobNames,
  scheduledEvents,
  triggeredJob,
  type AgentJobs,
  type JobLog,
  type OutgoingJob,
} from './agent-jobs';

/** `id` names the job in the log, the same through its retries (as pg-boss's job id does). */
type Entry = { id: string; job: OutgoingJob; attempt: number; dueAt: number };

export type InProcessOptions = {
  work: AgentWork;
  /** The named jobs others defined for what the agent's jobs tell them (agent-events.ts). */
  events: AgentEventJobs;
  log: JobLog;
  /** How often the fan-out (each member's daily pass) and expiry are queued. */
  intervalSeconds: number;
  /** Tests pass a fake clock; the timers are the global ones (vi.useFakeTimers fakes them). */
  now?: () => Date;
};

const MAX_BACKOFF_MS = 6 * 3600_000;
const backoffMs = (attempt: number) => Math.min(AGENT_RETRY.delaySeconds * 1000 * 2 ** (attempt - 1), MAX_BACKOFF_MS);

const priorityOf = (e: Entry) => e.job.priority ?? 0;

/** The index of the job to run now: due, highest priority, then earliest due (-1 when none is due). */
function pickNext(pending: Entry[], at: number): number {
  let best = -1;
  pending.forEach((e, i) => {
    if (e.dueAt > at) return;
    const b = pending[best];
    if (!b || priorityOf(e) > priorityOf(b) || (priorityOf(e) === priorityOf(b) && e.dueAt < b.dueAt)) best = i;
  });
  return best;
}

/**
 * The embedded database's queue (PGlite: one connection in one process, so no pg-boss): the same
 * handlers, one job at a time in this process, the same dedupe by key and window, the same backoff
 * for retryable errors. NOTE: what is queued lives in memory; a restart forgets it, and the next tick's
 * fan-out queues each member's pass again (the engine skips a member whose pass is recent).
 */
export function startInProcessQueue({ work, events, log, intervalSeconds, now = () => new Date() }: InProcessOptions): AgentJobs {
  const pending: Entry[] = [];
  /** Dedupe keys → when they may be forgotten. */
  const seen = new Map<string, number>();
  let running: Promise<void> | undefined;
  let wake: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  /** Takes the key's place in window `slot` (false: a job of that key has it). */
  const claim = (job: OutgoingJob, slot: number, windowMs: number, at: number) => {
    const dedupe = `${job.name}|${slot}|${job.key}`;
    if ((seen.get(dedupe) ?? 0) > at) return false;
    seen.set(dedupe, windowMs ? (slot + 2) * windowMs : Infinity);
    return true;
  };
  const enqueue = (job: OutgoingJob) => {
    const at = now().getTime();
    let dueAt = job.startAfter?.getTime() ?? at;
    if (job.key) {
      const windowMs = (job.windowSeconds ?? 0) * 1000;
      const slot = windowMs ? Math.floor(at / windowMs) : 0;
      if (!claim(job, slot, windowMs, at)) {
        // Debounced (as pg-boss's singletonNextSlot): one more at the next window's start, then nothing.
        if (!job.debounce || !windowMs || !claim(job, slot + 1, windowMs, at)) return;
        dueAt = (slot + 1) * windowMs;
      }
    }
    pending.push({ id: randomUUID(), job, attempt: 0, dueAt });
  };
  const sender = {
    sendMany: async (jobs: OutgoingJob[]) => {
      jobs.forEach(enqueue);
      schedule(0);
    },
  };
  const handlers = createAgentHandlers(work, sender, events);

  const run = async (entry: Entry) => {
    const jobLog = logWith(log, { job: entry.job.name, jobId: entry.id });
    try {
      const handler = handlers[entry.job.name];
      if (!handler) throw new Error(`no job is defined by the name ${entry.job.name}`);
      await handler(entry.job.data, { now: now(), jobId: entry.id, log: jobLog });
    } catch (error) {
      const attempt = entry.attempt + 1;
      if (isRetryable(error) && attempt <= AGENT_RETRY.limit) {
        jobLog.warn({ err: error, attempt }, 'agent job backs off');
        pending.push({ ...entry, attempt, dueAt: now().getTime() + backoffMs(attempt) });
      } else jobLog.error({ err: error, data: entry.job.data }, 'agent job failed');
    }
  };

  /** Runs the due job of the highest priority (the earliest of them), or sleeps until one is due. */
  const next = () => {
    wake = undefined;
    if (stopped || running || !pending.length) return;
    const at = now().getTime();
    const due = pickNext(pending, at);
    if (due < 0) return schedule(Math.min(...pending.map((e) => e.dueAt)) - at);
    const entry = pending[due]!;
    pending.splice(due, 1);
    running = run(entry).finally(() => {
      running = undefined;
      schedule(0);
    });
  };
  function schedule(delayMs: number) {
    if (stopped || running) return;
    if (wake) clearTimeout(wake);
    wake = setTimeout(next, delayMs);
    wake.unref?.();
  }

  const tick = () => {
    const at = now().getTime();
    for (const [key, forgetAt] of seen) if (forgetAt <= at) seen.delete(key);
    for (const name of [AGENT_JOB.daily, AGENT_JOB.expire])
      if (!pending.some((e) => e.job.name === name)) pending.push({ id: randomUUID(), job: { name, data: {} }, attempt: 0, dueAt: at });
    // The ranker's update and refit: once per their window (the refit once a UTC day).
    for (const event of scheduledEvents(events))
      enqueue({ name: event.name, data: {}, key: event.name, windowSeconds: event.schedule.everySeconds });
    schedule(0);
  };
  const ticker = setInterval(tick, intervalSeconds * 1000);
  ticker.unref?.();
  tick();

  return {
    passSoon: (userId) => sender.sendMany([passSoonJob(userId)]),
    trigger: async (job) => sender.sendMany([triggeredJob(jobNames(events), job)]),
    stop: async () => {
      stopped = true;
      clearInterval(ticker);
      if (wake) clearTimeout(wake);
      await running;
    },
  };
}
