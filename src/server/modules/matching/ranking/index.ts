/**
 * The learned ranker (issue 41 item 2, ADR 047, docs/matching.md): the chance that both members of
 * a pair approve (and meet), learned from outcomes, starting from today's reciprocal score. Pure: no
 * I/O; its state is plain JSON, stored and refitted by the caller.
 */
export { explain } from './explain';
export { pairFeatures } from './features';
export { createState } from './model';
export { fit, forget, score, update } from './ranker';
export { parseRankerState } from './state';
export type { Outcome, PairFeatures, RankedMember, RankerConfig, RankerState } from './types';
