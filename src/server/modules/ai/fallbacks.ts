import { cannedEmpathyLine, type Emotion } from '@server/modules/language';

/** Spec §8.5: the assistant's reply when the model cannot answer. */
export { CHAT_FALLBACK_REPLY } from '@shared/schemas/mobile-chat';

/** Spec §8.6: a canned line for the detected emotion, confused when there is none. */
export const empathyFallback = (emotion: Emotion, random?: () => number) => cannedEmpathyLine(emotion, random);

/**
 * Maya's answer when the model declined (a refusal or its provider's moderation): the model's own
 * words are never shown as hers.
 */
export const CHAT_REFUSAL_REPLY = "That's not something I can help with, but I'm happy to keep talking about anything else.";
