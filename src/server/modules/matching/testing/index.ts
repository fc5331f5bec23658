/**
 * What tests and benches drive directly, beside the face: the pure ranker (`ranking/`, the same code the daily pass
 * ranks with: the replay bench fits, scores, explains and forgets with it), the learnable outcomes, the refit, the
 * stored ranker's read and the refit job's name.
 */
export { RANKER_REFIT_JOB } from '../jobs/ranker-jobs';
export { eachLearnableOutcomePage, learnableOutcomes } from '../learned-outcomes';
export { readRanker } from '../ranker-store';
export {
  createState,
  explain,
  fit,
  forget,
  parseRankerState,
  score,
  update,
  type Outcome,
  type RankerConfig,
  type RankerState,
} from '../ranking';
export { learnNewOutcomes, refitRanker } from '../refit';
