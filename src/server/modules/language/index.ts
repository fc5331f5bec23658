/**
 * The offline English reader (ADR 039, 045): facts, the question and a revision read from one message. The only
 * file outside this module may import (ADR 046).
 */
export { factsOf } from './read-facts';
export { readMessage, type MessageReading } from './read-message';
export { questionOf } from './read-question';
export { statedFacts } from './read-revision';
export { careOf, type CareKind } from './read-care';
