import type { Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createAgentWork, type AgentEventJobs } from '../../src/server/modules/agents';
import type { AgentWork } from '../../src/server/modules/agents/testing';
import type { AiEngine } from '../../src/server/modules/ai';
import { proposalReadyJob } from '../../src/server/modules/channels';
import { rankerRefitJob, rankerUpdateJob } from '../../src/server/modules/matching';
import type { JobLog } from '../../src/server/lib/job-definition';

export const RANKERS = ['static', 'learned'] as const;
export type Ranker = (typeof RANKERS)[number];

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
 * THE SEAM (issue 41 item 5): the one place the population bench chooses how the daily pass ranks,
 * through the production setting AGENT_RANKER (ADR 054), never a copy of a ranker in the bench.
 * 'static' is the reciprocal score alone with no cap (the ranking before ADR 054); 'learned' is the
 * production ranker under the open-proposal cap, with its update and refit jobs, refitted each
 * simulated night as the nightly job does.
 */
export function rankerSetup(ranker: Ranker, deps: RankerDeps): RankerSetup {
  const config = { ...deps.config, AGENT_RANKER: ranker };
  const proposalReady = proposalReadyJob({ db: deps.db });
  if (ranker === 'static') return { work: createAgentWork({ ...deps, config }), events: { proposalReady }, afterDay: async () => {} };
  const rankerUpdate = rankerUpdateJob({ db: deps.db });
  const rankerRefit = rankerRefitJob({ db: deps.db });
  return {
    work: createAgentWork({ ...deps, config }),
    events: { proposalReady, rankerUpdate, rankerRefit },
    afterDay: async (now) => {
      await rankerUpdate.handler({}, { now, jobId: 'bench-update', log: deps.log });
      await rankerRefit.handler({}, { now, jobId: 'bench-refit', log: deps.log });
    },
  };
}
