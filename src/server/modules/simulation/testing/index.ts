/**
 * The week's inner pieces that tests drive directly, beside the face: the per-person lock and its staleness, the
 * stored result's save, and the Redis stream key of a run's events.
 */
export { STALE_LOCK_MS, acquireSimulationLock, heartbeatSimulationLock } from '../simulation-lock';
export { saveSimulationResult } from '../save-result';
export { runStreamKey } from '../redis-run-events';
