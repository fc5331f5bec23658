import { z } from 'zod';
import { utcToday as utcDay } from '@shared/domain/agents/age';
import type { JobContext, JobTrigger, TriggeredJob } from '../../../lib/job-definition';
import { definedEvents, runEvent, type AgentEventJobs, type EventJob } from './agent-events';
import type { AgentWork } from './agent-work';

export type { JobLog } from '../../../lib/job-definition';

/** The agent's jobs (docs/decisions/038): a daily fan-out, a pass per member, a week per pair, expiry. */
export const AGENT_JOB = { daily: 'agent-daily', pass: 'agent-pass', week: 'agent-week', expire: 'agent-expire' } as const;
export type AgentJobName = (typeof AGENT_JOB)[keyof typeof AGENT_JOB];

/**
 * A job to send. `key` + `windowSeconds` dedupe like pg-boss's singletonKey/singletonSeconds: one
 * job per key in each window (windows are epoch-aligned, so a day's window is the UTC day).
 */
export type OutgoingJob = {
  /** One of AGENT_JOB, or an event job's name (agent-events.ts). */
  name: string;
  data: Record<string, string>;
  key?: string;
  windowSeconds?: number;
  startAfter?: Date;
  /** Higher runs first among due jobs (pg-boss's priority): a person waiting on the screen before the daily round. */
  priority?: number;
  /** A key already sent in this window makes one job at the next window's start instead (pg-boss's singletonNextSlot). */
  debounce?: boolean;
};

/**
 * A pass a person asked for (turning the agent on, saving preferences) and the weeks it leads to run
 * before the daily round's: they are waiting on /done, the demo members and the rest of the pool are not.
 */
export const PERSON_WAITING = 1;

export interface JobSender {
  sendMany(jobs: OutgoingJob[]): Promise<void>;
}

/**
 * What the web and the queues need of the agent's jobs; `passSoon` when a member turns the agent on or saves
 * preferences, `trigger` for a job sent by name from the domain code (an outcome saved: `ranker-update`).
 */
export interface AgentJobs extends JobTrigger {
  passSoon(userId: string): Promise<void>;
  stop(): Promise<void>;
}

/** A test app's queue: nothing is queued. */
export const inertAgentJobs: AgentJobs = { passSoon: async () => {}, trigger: async () => {}, stop: async () => {} };

/** The job a trigger sends, once its name is known to the queue (a name no definition has is refused, not dropped). */
export function triggeredJob(names: string[], job: TriggeredJob): OutgoingJob {
  if (!names.includes(job.name)) throw new Error(`no job is defined by the name ${job.name}`);
  return { name: job.name, data: job.data ?? {}, key: job.key, windowSeconds: job.debounceSeconds, debounce: true };
}

const DAY_SECONDS = 86_400;
/** Double clicks on "turn on" or "save" make one job. */
const PASS_SOON_WINDOW_SECONDS = 10;
/** Members per activeMembers page in the daily fan-out (one multi-row insert into the queue each). */
const FAN_OUT_PAGE = 500;

/**
 * Retries: a model 429 or outage (a retryable error) backs the job off, 30 s doubling, for up to
 * ~34 hours (12 tries), rather than failing it; a worker that dies mid-job has its job retried the
 * same way once the job's expiry passes. Any other error fails the job at once (logged).
 */
export const AGENT_RETRY = { limit: 12, delaySeconds: 30, expireInSeconds: 15 * 60 };

const nextUtcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

const passJob = (userId: string, now: Date): OutgoingJob => ({
  name: AGENT_JOB.pass,
  data: { userId },
  key: `${userId}:${utcDay(now)}`,
  windowSeconds: DAY_SECONDS,
});

export const passSoonJob = (userId: string): OutgoingJob => ({
  name: AGENT_JOB.pass,
  data: { userId, soon: '1' },
  key: `soon:${userId}`,
  windowSeconds: PASS_SOON_WINDOW_SECONDS,
  priority: PERSON_WAITING,
});

const weekJob = (pairId: string, priority?: number): OutgoingJob => ({
  name: AGENT_JOB.week,
  data: { pairId },
  key: pairId,
  windowSeconds: DAY_SECONDS,
  ...(priority ? { priority } : {}),
});

/**
 * What others do with a proposal runs before more of the agent's work: a person hears of it right after its
 * week, not after the rest of the daily round (the in-process queue runs one job at a time).
 */
const EVENT_FIRST = PERSON_WAITING + 1;

/** Keyed by pair for the day: a retried week sends one; the handler keys what it sends per person as well. */
const proposalReadyJob = (events: AgentEventJobs, pairId: string): OutgoingJob => ({
  name: events.proposalReady.name,
  data: { pairId },
  key: pairId,
  windowSeconds: DAY_SECONDS,
  priority: EVENT_FIRST,
});

/** Over the day's model budget: the same week tomorrow (its own key, so a retried deferral sends one). */
const deferredWeekJob = (pairId: string, now: Date): OutgoingJob => {
  const startAfter = nextUtcMidnight(now);
  return { name: AGENT_JOB.week, data: { pairId }, key: `${pairId}:${utcDay(startAfter)}`, windowSeconds: DAY_SECONDS, startAfter };
};

const passData = z.object({ userId: z.string().min(1), soon: z.literal('1').optional() });
const weekData = z.object({ pairId: z.string().min(1) });

export type JobHandler = (data: unknown, context: JobContext) => Promise<unknown>;

/** Every queue's name: the agent's own jobs and the event jobs others defined (each its own pg-boss queue). */
export const jobNames = (events: AgentEventJobs): string[] => [...Object.values(AGENT_JOB), ...definedEvents(events).map((e) => e.name)];

/** The event jobs that also run on their own (the ranker's update and refit): their definitions' schedules. */
export const scheduledEvents = (events: AgentEventJobs): (EventJob & { schedule: NonNullable<EventJob['schedule']> })[] =>
  definedEvents(events).filter((e): e is EventJob & { schedule: NonNullable<EventJob['schedule']> } => e.schedule !== undefined);

/**
 * The jobs' code, the same on pg-boss and in process, by queue name; what a handler returns is the job's
 * output. An event job's data is parsed by its definition's schema before its handler runs.
 */
export function createAgentHandlers(work: AgentWork, sender: JobSender, events: AgentEventJobs): Record<string, JobHandler> {
  const eventHandlers = definedEvents(events).map((event): [string, JobHandler] => {
    if (Object.values<string>(AGENT_JOB).includes(event.name))
      throw new Error(`an event job may not take the agent's job name ${event.name}`);
    return [event.name, (data, context) => runEvent(event, data, context)];
  });
  return {
    ...Object.fromEntries(eventHandlers),
    [AGENT_JOB.daily]: async (_data, { now }) => {
      let members = 0;
      for (let after: string | null = null; ;) {
        const page = await work.activeMembers(after, FAN_OUT_PAGE);
        if (page.length) await sender.sendMany(page.map((userId) => passJob(userId, now)));
        members += page.length;
        if (page.length < FAN_OUT_PAGE) return { members };
        after = page.at(-1)!;
      }
    },
    [AGENT_JOB.pass]: async (data, { now }) => {
      const { userId, soon } = passData.parse(data);
      const result = await work.pass(userId, now);
      const priority = soon ? PERSON_WAITING : undefined;
      if ('newPairIds' in result && result.newPairIds.length)
        await sender.sendMany(result.newPairIds.map((pairId) => weekJob(pairId, priority)));
      return result;
    },
    [AGENT_JOB.week]: async (data, { now }) => {
      const { pairId } = weekData.parse(data);
      const outcome = await work.pairWeek(pairId, now);
      // A retried job finds the pair proposed ('skipped') and sends what a crash left unsent.
      if (outcome === 'proposed' || outcome === 'skipped') await sender.sendMany([proposalReadyJob(events, pairId)]);
      if (outcome === 'deferred') await sender.sendMany([deferredWeekJob(pairId, now)]);
      return { outcome };
    },
    [AGENT_JOB.expire]: async (_data, { now }) => ({ expired: await work.expire(now) }),
  };
}
