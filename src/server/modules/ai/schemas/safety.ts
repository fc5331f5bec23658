import { z } from 'zod';

/** What the model may call a relayed message (issue 42 item 1): ordinary chat, or the one kind of harm it holds. */
export const SAFETY_LABELS = ['benign', 'money', 'off_platform', 'sexual', 'harassment', 'threat', 'contact'] as const;
export type SafetyLabel = (typeof SAFETY_LABELS)[number];

/** NOTE: a relayed message has no length limit; the model reads its first MODEL_TEXT_CHARS (the rules read it all). */
export const MODEL_TEXT_CHARS = 2000;

export const classifyMessageInputSchema = z.object({
  text: z.string().min(1),
  /** The sender's last few messages in the relay, oldest first (a story in one, the ask in the next). */
  recent: z.array(z.string()).max(3).default([]),
});
export type ClassifyMessageInput = z.input<typeof classifyMessageInputSchema>;

/** The model's answer (strict json_schema: every property required, nothing else). */
export const messageClassificationSchema = z.strictObject({
  label: z.enum(SAFETY_LABELS),
  /** One short sentence for the sender, in plain words; empty when benign. */
  reason: z.string(),
});

/**
 * What the engine gives the relay, never an error: the model's label and reason, or why there is none
 * (`timeout`: no answer within AI_SAFETY_TIMEOUT_MS; `breaker`: the model's circuit is open, no call made;
 * `failed`: an error or an answer off the schema). Without one of these the rules alone decide.
 */
export type MessageClassification =
  { outcome: 'answered'; label: SafetyLabel; reason: string } | { outcome: 'timeout' | 'breaker' | 'failed' };
