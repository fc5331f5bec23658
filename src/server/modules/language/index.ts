/**
 * The offline English reader (ADR 039, 045): facts, the question and a revision read from one message, the memory
 * slots they are stored in, the mood and the social context of a turn. The only file outside this module may import
 * (ADR 046).
 */
export { factsOf } from './read-facts';
export { readMessage, type MessageReading } from './read-message';
export { questionOf } from './read-question';
export { statedFacts } from './read-revision';
export { careOf, type CareKind } from './read-care';
export { asksToForget } from './forget-request';
export { CANNED_EMPATHY_LINES, cannedEmpathyLine, detectEmotion, EMOTIONS, type Emotion } from './emotion';
export { classifyMessage, nextSocialContext, normalizeSocialContext, type SocialContextState } from './social-context';
export type { MemoryQuestion } from './slots/memory-questions';
export { canonicalSlot, factPhrase, SLOT_PATTERN, slotKey, slotKind, slotLabel, slotSearchWords, type Fact } from './slots/memory-slots';
