import { cannedEmpathyLine, type Emotion } from '@shared/domain/companion/emotion';

/** Spec §8.5: the assistant's reply when the model cannot answer. */
export { CHAT_FALLBACK_REPLY } from '@shared/schemas/mobile-chat';

/** Spec §8.6: a canned line for the detected emotion, confused when there is none. */
export const empathyFallback = (emotion: Emotion, random?: () => number) => cannedEmpathyLine(emotion, random);
