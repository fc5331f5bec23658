/**
 * The agent network's inner pieces that tests and benches drive directly, beside the face: the engine's steps (the
 * pass, a pair's week, candidates, pool members, personas, expiry) and their dependencies, and the jobs' queues,
 * handlers, names and the worker's ready line.
 */
export { agentConfig, utcDay, type AgentDeps } from '../engine/agent-deps';
export { candidateQuery, findCandidates } from '../engine/candidates';
export { activeMemberIds, expireProposals } from '../engine/expire-proposals';
export { memberDisplayNames, memberPersona } from '../engine/member-persona';
export { RetryableAgentError, countingEngine } from '../engine/model-calls';
export { inPool, loadPoolMember, type PoolMember } from '../engine/pool-member';
export { runPairWeek, theWeek } from '../engine/run-pair-week';
export { runPass } from '../engine/run-pass';
export { AGENT_JOB, createAgentHandlers, type OutgoingJob } from '../jobs/agent-jobs';
export { type AgentWork } from '../jobs/agent-work';
export { WORKER_READY } from '../jobs/agent-worker';
export { startInProcessQueue } from '../jobs/in-process-queue';
export { PGBOSS_SCHEMA, startPgBossQueue } from '../jobs/pg-boss-queue';
