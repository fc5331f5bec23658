import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AiEngine } from '../ai';
import type { AgentWork } from './jobs/agent-work';
import type { JobLog } from './jobs/agent-jobs';

/** What the engine needs to do the agent's work, in the web process and in `npm run worker` alike. */
export type AgentWorkDeps = { db: Database; config: Config; ai: AiEngine; log: JobLog };

/** The engine's functions, each given the deps first. */
type EngineFunctions = {
  [K in keyof AgentWork]: (deps: AgentWorkDeps, ...args: Parameters<AgentWork[K]>) => ReturnType<AgentWork[K]>;
};

/**
 * NOTE(merge, issue 31): the engine is written beside this branch. Until it is merged the pool is
 * empty: no member is active, so the jobs run and find nothing to do. At merge, this constant becomes
 * the engine's functions (or `createAgentWork` builds the engine's AgentWork); nothing else changes.
 */
const engine: EngineFunctions = {
  activeMembers: async () => [],
  pass: async () => ({ skipped: 'the agent engine is not merged yet' }),
  pairWeek: async () => 'skipped',
  expire: async () => 0,
};

/** The one place the engine becomes the jobs' AgentWork (main.ts and worker.ts call it). */
export function createAgentWork(deps: AgentWorkDeps): AgentWork {
  return {
    activeMembers: (afterUserId, limit) => engine.activeMembers(deps, afterUserId, limit),
    pass: (userId, now) => engine.pass(deps, userId, now),
    pairWeek: (pairId, now) => engine.pairWeek(deps, pairId, now),
    expire: (now) => engine.expire(deps, now),
  };
}
