/**
 * Matching (issue 41 items 2 and 3, ADR 047 the model, ADR 054 in production): the learned ranker
 * (`ranking/`, pure: the chance that both members of a pair approve and meet, learned from outcomes,
 * today's reciprocal score its prior), its state stored in PostgreSQL, the refit and update jobs, the
 * daily pass's allocation under the open-proposal cap, and the learned "why it fits". The replay
 * bench reads the pure model through `testing/` (the same code, not a copy).
 */
export { allocate } from './allocation';
export { pairFeatures } from './ranking';
export { RANKER_UPDATE_JOB, rankerRefitJob, rankerUpdateJob } from './jobs/ranker-jobs';
export { learnedReasons } from './learned-reasons';
export { keepPairSides, pairSideRows } from './pair-sides';
export { rankerNetworkColumn, rankerParamsColumn, rankerStateOf } from './ranker-store';
export type { PairFeatures } from './ranking';
