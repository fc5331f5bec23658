import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { AiEngine } from '@server/modules/ai';

/** The settings the agent engine reads (from src/server/config.ts). */
export interface AgentConfig {
  candidatesPerPass: number;
  proposalDays: number;
  dailyModelCalls: number;
  /** At most this many open proposals per member (AGENT_OPEN_PROPOSAL_CAP; ADR 054 "Allocation"). */
  openProposalCap: number;
  /** 'static': the reciprocal score alone, no cap (the ranking before ADR 054). */
  ranker: 'learned' | 'static';
}

export interface AgentDeps {
  db: Database;
  ai: AiEngine;
  config: AgentConfig;
}

export const agentConfig = (
  config: Pick<
    Config,
    'AGENT_CANDIDATES_PER_PASS' | 'AGENT_PROPOSAL_DAYS' | 'AGENT_DAILY_MODEL_CALLS' | 'AGENT_OPEN_PROPOSAL_CAP' | 'AGENT_RANKER'
  >,
): AgentConfig => ({
  candidatesPerPass: config.AGENT_CANDIDATES_PER_PASS,
  proposalDays: config.AGENT_PROPOSAL_DAYS,
  dailyModelCalls: config.AGENT_DAILY_MODEL_CALLS,
  openProposalCap: config.AGENT_OPEN_PROPOSAL_CAP,
  ranker: config.AGENT_RANKER,
});

/** The rows of a raw query, as both drivers (node-postgres and PGlite) return them. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The UTC calendar day of `now` (YYYY-MM-DD): ages, the pass window and the model budget count in it. */
export { utcToday as utcDay } from '@shared/domain/agents/age';
