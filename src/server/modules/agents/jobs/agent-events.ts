import type { JobContext, JobDefinition } from '../../../lib/job-definition';

/** A week proposed the pair (or a retried week found it proposed): both people may hear of it. */
export type ProposalReady = { pairId: string };

/**
 * What the agent's jobs tell the rest of the app, one named job each (ADR 050). The module that acts on
 * it defines the job (its name, data and handler: the channels send the proposal cards); the app's
 * composition root (src/server/app-services.ts) hands the definitions to the queue, so the agent sends
 * them without importing whoever does the work, and both queues run them like the agent's own jobs.
 */
export type AgentEventJobs = {
  proposalReady: JobDefinition<ProposalReady>;
  /** The learned ranker's incremental update and nightly refit (the matching module's, ADR 054); scheduled by their definitions. */
  rankerUpdate?: JobDefinition<Record<string, unknown>>;
  rankerRefit?: JobDefinition<Record<string, unknown>>;
};

export type EventJob = NonNullable<AgentEventJobs[keyof AgentEventJobs]>;

/** The event jobs that are defined (the ranker's are optional: a test's queue may leave them out). */
export const definedEvents = (events: AgentEventJobs): EventJob[] => Object.values(events).filter((e): e is EventJob => e !== undefined);

/** Runs an event job's handler on the data its own schema parsed (so the cast is sound). */
export const runEvent = (event: EventJob, data: unknown, context: JobContext): Promise<unknown> =>
  (event.handler as (data: unknown, context: JobContext) => Promise<unknown>)(event.data.parse(data), context);
