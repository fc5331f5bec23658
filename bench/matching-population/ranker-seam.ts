import type { Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createAgentWork, type AgentEventJobs } from '../../src/server/modules/agents';
import type { AgentWork } from '../../src/server/modules/agents/jobs/agent-work';
import type { AiEngine } from '../../src/server/modules/ai';
import { proposalReadyJob } from '../../src/server/modules/channels';
import type { JobLog } from '../../src/server/lib/job-definition';

export const RANKERS = ['static', 'learned'] as const;
export type Ranker = (typeof RANKERS)[number];

/** Thrown by the seam while the daily pass has no learned ranker to select (the bench then reports static only). */
export const LEARNED_NOT_WIRED = 'learned ranker not wired';

export type RankerDeps = { db: Database; config: Config; ai: AiEngine; log: JobLog };

export interface RankerSetup {
  /** What the agent's jobs call: the engine, ranking as this ranker does. */
  work: AgentWork;
  /** The event jobs the agent's queue runs beside its own (src/server/app-services.ts `agentEvents`). */
  events: AgentEventJobs;
  /** Run once a simulated day after the people's answers (a learned ranker's refit); nothing for static. */
  afterDay(now: Date): Promise<void>;
}

/**
 * THE SEAM (issue 41 item 5): the one place the population bench chooses how the daily pass ranks.
 * 'static' is today's production engine (the reciprocal score) with today's event jobs. 'learned' must be
 * the production learned ranker, never a copy in the bench.
 * NOTE for the merge: on main when this was written nothing selects a learned ranker (AgentConfig has
 * candidatesPerPass, proposalDays, dailyModelCalls), so 'learned' throws. Branch ranker-prod replaces
 * the static order in findCandidates (allocate/readRanker, the open-proposal cap) and adds the event jobs
 * rankerUpdate/rankerRefit: wire 'learned' to that engine with
 * `events: { proposalReady, rankerUpdate: rankerUpdateJob({ db }), rankerRefit: rankerRefitJob({ db }) }`
 * and `afterDay` running the refit handler at `now`; 'static' then needs a config switch that keeps
 * today's reciprocal order (or the learned engine with an empty state and no update/refit: its prior).
 */
export function rankerSetup(ranker: Ranker, deps: RankerDeps): RankerSetup {
  if (ranker === 'learned') throw new Error(LEARNED_NOT_WIRED);
  return {
    work: createAgentWork(deps),
    events: { proposalReady: proposalReadyJob({ db: deps.db }) },
    afterDay: async () => {},
  };
}
