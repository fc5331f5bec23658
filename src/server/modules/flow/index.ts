/**
 * Where the person is in the journey (§2): the steps done, read for every screen. The only file outside this
 * module may import (ADR 046).
 */
export { loadFlowFacts, markStepComplete } from './flow-facts';
