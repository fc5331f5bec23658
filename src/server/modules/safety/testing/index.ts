/**
 * The screen's inner pieces that tests and benches use directly, beside the face: the thresholds of the holds (a
 * test sends just enough to cross one) and the types of the screen's result the bench scores.
 */
export { NEW_MEMBER_MESSAGES_PER_HOUR, REPEATED_FLAGS, SAME_OPENINGS } from '../patterns';
export type { Kind, ScreenResult } from '../kinds';
