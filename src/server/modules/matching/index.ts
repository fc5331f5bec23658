/**
 * Matching (issue 41 items 2 and 3, ADR 047 the model, ADR 054 in production): the learned ranker
 * (`ranking/`, pure: the chance that both members of a pair approve and meet, learned from outcomes,
 * today's reciprocal score its prior), its state stored in PostgreSQL, the refit and update jobs, the
 * daily pass's allocation under the open-proposal cap, and the learned "why it fits".
 */
export { allocate, roomOf, type Ranked } from './allocation';
export { RANKER_REFIT_JOB, RANKER_UPDATE_JOB, rankerRefitJob, rankerUpdateJob } from './jobs/ranker-jobs';
export { learnedReasons } from './learned-reasons';
export { keepPairSides, pairSideRows } from './pair-sides';
export { readRanker } from './ranker-store';
export { learnNewOutcomes, refitRanker } from './refit';
export { createState, explain, fit, forget, pairFeatures, parseRankerState, score, update } from './ranking';
export type { Outcome, PairFeatures, RankerConfig, RankerState } from './ranking';
