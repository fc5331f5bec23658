import type { Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createAgentWork, type AgentJobs } from '../../src/server/modules/agents';
import type { AiEngine } from '../../src/server/modules/ai';
import type { AgentWork } from '../../src/server/modules/agents/jobs/agent-work';
import type { JobLog } from '../../src/server/lib/job-definition';

export const RANKERS = ['static', 'learned'] as const;
export type Ranker = (typeof RANKERS)[number];

/** Thrown by the seam while the daily pass has no learned ranker to select (the bench then reports static only). */
export const LEARNED_NOT_WIRED = 'learned ranker not wired';

export type RankerDeps = { db: Database; config: Config; ai: AiEngine; log: JobLog };

/**
 * THE SEAM (issue 41 item 5): the one place the population bench chooses how the daily pass ranks.
 * 'static' is today's production AgentWork (the reciprocal score). 'learned' must be the production
 * learned ranker selected by the agents' config, never a copy in the bench.
 * NOTE for the merge: on main at the time of writing the agents' config selects no ranker
 * (AgentConfig: candidatesPerPass, proposalDays, dailyModelCalls), so 'learned' throws; wire it here,
 * e.g. `createAgentWork({ ...deps, config: { ...deps.config, AGENT_RANKER: 'learned' } })`, and start
 * whatever refit job it needs in `learnedJobs` below.
 */
export function agentWorkFor(ranker: Ranker, deps: RankerDeps): AgentWork {
  if (ranker === 'static') return createAgentWork(deps);
  throw new Error(LEARNED_NOT_WIRED);
}

/** Jobs a ranker needs beside the daily pass (a learned ranker's refit), run once a simulated day after the answers. */
export async function afterDay(ranker: Ranker, _deps: RankerDeps, _now: Date): Promise<void> {
  if (ranker === 'static') return;
  throw new Error(LEARNED_NOT_WIRED);
}

export type { AgentJobs };
