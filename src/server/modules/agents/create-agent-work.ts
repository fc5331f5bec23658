import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AiEngine } from '@server/modules/ai';
import type { AgentWork } from './jobs/agent-work';
import type { JobLog } from './jobs/agent-jobs';
import { agentConfig, type AgentDeps } from './engine/agent-deps';
import { activeMemberIds, expireProposals } from './engine/expire-proposals';
import { runPairWeek } from './engine/run-pair-week';
import { runPass } from './engine/run-pass';

/** What the engine needs to do the agent's work, in the web process and in `npm run worker` alike. */
export type AgentWorkDeps = {
  db: Database;
  config: Config;
  ai: AiEngine;
  log: JobLog;
};

/**
 * The one place the engine becomes the jobs' AgentWork (src/server/app-services.ts calls it). A pass
 * hands on every pair still waiting for its week, not only the new ones: a week skipped while one
 * side was paused, or lost with a crashed job, runs again (week jobs are keyed by pair). What a
 * proposal means for the people is the week job's event (proposal-ready, agent-events.ts), not the engine's.
 */
export function createAgentWork(deps: AgentWorkDeps): AgentWork {
  const engine: AgentDeps = { db: deps.db, ai: deps.ai, config: agentConfig(deps.config) };
  return {
    activeMembers: (afterUserId, limit) => activeMemberIds(deps.db, afterUserId, limit),
    pass: async (userId, now) => {
      const result = await runPass(engine, userId, now);
      return 'skipped' in result ? result : { newPairIds: result.waiting };
    },
    pairWeek: async (pairId, now) => {
      const outcome = await runPairWeek(engine, pairId, now);
      return outcome === 'closed' ? 'skipped' : outcome;
    },
    expire: (now) => expireProposals(deps.db, now),
  };
}
