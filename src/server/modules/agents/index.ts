/**
 * Maya's agent network (docs/agents.md): the jobs on pg-boss or in process, the engine (candidates, a week per
 * pair, proposals), members' preferences, the shortlist and its decisions, the demo members. The only file
 * outside this module may import (ADR 046).
 */
export { createAgentWork } from './create-agent-work';
export { UnknownCityError } from './demo/demo-cities';
export { DEMO_REFUSED_IN_PRODUCTION, removeDemoMembers, seedDemoMembers } from './demo/seed-demo-members';
export { rowsOf } from './engine/agent-deps';
export { learnedColumns, learnedTopics } from './engine/learned-topics';
export { type AgentEventJobs, type ProposalReady } from './jobs/agent-events';
export { inertAgentJobs, type AgentJobs } from './jobs/agent-jobs';
export { runAgentWorker } from './jobs/agent-worker';
export { WORKER_NEEDS_POSTGRES, startAgentJobs } from './jobs/start-agent-jobs';
export { hasPreferences, loadPreferences, savePreferences } from './preferences/preferences-store';
export { listMemberReports } from './reports/member-reports';
export { liftSafetyHold, listSafetyHolds, openHoldsOf, reviewPatterns } from './safety-holds/safety-holds';
export { exportedPairs } from './shortlist/pair-export';
export { sideOf } from './shortlist/proposal-view';
export { blockProposal, decide, reportProposal, type DecisionOptions, type DecisionOutcome } from './shortlist/shortlist-actions';
export { listShortlist, pairBlocked, proposalFor, shownPair } from './shortlist/shortlist-store';
export { sharedInterestsOf, weekLinesFor } from './shortlist/week-content';
