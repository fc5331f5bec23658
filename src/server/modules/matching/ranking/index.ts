/**
 * The learned ranker (issue 41 item 2, ADR 047, docs/matching.md): the chance that both members of
 * a pair approve (and meet), learned from outcomes, starting from today's reciprocal score. Pure: no
 * I/O; its state is plain JSON, stored and refitted by the caller.
 */
export { explain } from './explain';
export { pairFeatures } from './features';
export { createState } from './model';
export { fitInPages, score, update } from './ranker';
/** @internal the replay bench and the tests (the product refits a page at a time, `fitInPages`). */
export { fit } from './ranker';
/** @internal the replay bench and the tests (the product forgets by deleting the member's row, ADR 054). */
export { forget } from './ranker';
export { parseRankerState } from './state';
export type { PairFeatures } from './types';
/** @internal the replay bench's. */
export type { Outcome, RankerConfig, RankerState } from './types';
