/**
 * The week Maya simulates with a match (§5, ADR 016, 036): finding the match, runs and their events, the stored
 * result. The only file outside this module may import (ADR 046).
 */
export { findMatch } from './find-match';
export { currentMatch, keepMatch, type StoredMatch } from './match-store';
export { createRedisRunEventLog } from './redis-run-events';
export { createMemoryRunEventLog, type RunEvent, type RunEventLog } from './run-events';
export { runWeek } from './run-week';
export { SIMULATION_IN_PROGRESS } from './simulation-lock';
export { finishedWeek, keptMatchWeek, startRun, stopRuns, type RunInputs, type RunServiceDeps } from './simulation-runs';
export { withTypedReasons } from './stored-reasons';
