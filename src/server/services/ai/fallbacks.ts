import { cannedEmpathyLine, type Emotion } from '../../../shared/domain/emotion';

/** Spec §8.5: the assistant's reply when the model cannot answer. */
export const CHAT_FALLBACK_REPLY = "I'm here to chat! How are you feeling today?";

/** Spec §8.6: a canned line for the detected emotion, confused when there is none. */
export const empathyFallback = (emotion: Emotion, random?: () => number) => cannedEmpathyLine(emotion, random);
