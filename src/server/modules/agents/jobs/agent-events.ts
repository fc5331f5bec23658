import type { JobDefinition } from '../../../lib/job-definition';

/** A week proposed the pair (or a retried week found it proposed): both people may hear of it. */
export type ProposalReady = { pairId: string };

/**
 * What the agent's jobs tell the rest of the app, one named job each (ADR 050). The module that acts on
 * it defines the job (its name, data and handler: the channels send the proposal cards); the app's
 * composition root (src/server/app-services.ts) hands the definitions to the queue, so the agent sends
 * them without importing whoever does the work, and both queues run them like the agent's own jobs.
 */
export type AgentEventJobs = { proposalReady: JobDefinition<ProposalReady> };
