import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { JobDefinition } from '../../../lib/job-definition';
import type { ProposalReady } from '@server/modules/agents';
import { sendProposalCards } from '../introductions/proposal-cards';
import { queueNotice } from '../notice';

/**
 * "proposal-ready" (ADR 050): the agent's week proposed a pair, or a retried week found it proposed.
 * Each member with a preferred connected chat who has not decided gets the proposal card, keyed
 * `proposal:<pair>` per person, so a job run twice (a retried week sends it again) queues nothing twice.
 * The database only: `npm run worker` runs it as well as the web process.
 */
export const PROPOSAL_READY_JOB = 'proposal-ready';

export const proposalReadyData = z.object({ pairId: z.string().min(1) });

export const proposalReadyJob = ({ db }: { db: Database }): JobDefinition<ProposalReady> => ({
  name: PROPOSAL_READY_JOB,
  data: proposalReadyData,
  handler: async ({ pairId }, { now }) => ({
    queued: await sendProposalCards(db, (userId, notice) => queueNotice(db, userId, notice, now), pairId, now),
  }),
});
