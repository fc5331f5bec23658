/**
 * The conversation's inner pieces that tests and benches drive directly, beside the face: the companion's two
 * halves of a turn (what chatTurn runs before and after the reply) and the speech client's own deadline.
 */
export { afterReply, beforeReply } from '../companion';
export { SPEECH_TIMEOUT_MS } from '../speech';
