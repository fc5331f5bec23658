import { z } from 'zod';
import { FEEDBACK_KINDS } from '../domain/companion/personality';
import { boundedJsonObject, safeText } from '../lib/bounded';

/**
 * Companion API (issue 14; spec §7.1 social-cognition). The person is the signed-in one or the
 * one of the mobile-chat cookie; no route takes a user id.
 *   POST   /api/mobile-chat/companion/interactions  { interactions ≤ 10 } → { stored, categories } (updatePreferences per category, confidence 0.6)
 *   POST   /api/mobile-chat/companion/feedback      { kind, message_id? } → adaptationSchema
 *   POST   /api/mobile-chat/companion/empathy       { situation } → { empathy_response, fallback } (generateEmpathyResponse)
 *   GET    /api/mobile-chat/companion/knowledge     → knowledgeSchema ('What Maya knows')
 *   PATCH  /api/mobile-chat/companion/facts/:id     { value } → knowledgeSchema
 *   DELETE /api/mobile-chat/companion/facts/:id     → knowledgeSchema
 *   DELETE /api/mobile-chat/companion/knowledge     → knowledgeSchema (forget everything)
 */

/** Spec §3 user_interactions types the client may send (the server records the rest itself). */
export const CLIENT_INTERACTION_TYPES = ['message', 'conversation', 'profile_view', 'match', 'like', 'context_change'] as const;

export const clientInteractionSchema = z.object({
  /** The client's id for this interaction: a retried batch never stores it twice. */
  client_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  type: z.enum(CLIENT_INTERACTION_TYPES),
  content: safeText(2000).nullish(),
  context: boundedJsonObject({ maxNodes: 50 }).default({}),
  engagement_level: z.number().min(0).max(1).nullish(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
export type ClientInteraction = z.input<typeof clientInteractionSchema>;

export const interactionBatchSchema = z.object({
  interactions: z.array(clientInteractionSchema).min(1).max(10),
  confidence: z.number().min(0).max(1).default(0.6),
});
export const interactionBatchResultSchema = z.object({ stored: z.number().int(), categories: z.array(z.string()) });

export const feedbackRequestSchema = z.object({ kind: z.enum(FEEDBACK_KINDS), message_id: z.string().max(100).nullish() });

export const personalitySchema = z.object({
  empathyLevel: z.number(),
  adaptability: z.number(),
  proactiveness: z.number(),
  emotionalIntelligence: z.number(),
  communicationStyle: z.string(),
  supportiveness: z.number(),
});

export const adaptationSchema = z.object({ personality: personalitySchema, reason: z.string().nullable() });

export const empathyRequestSchema = z.object({ situation: safeText(2000) });
export const empathyResponseSchema = z.object({ empathy_response: z.string(), fallback: z.boolean() });

export const factSchema = z.object({
  id: z.string(),
  slot: z.string(),
  label: z.string(),
  value: z.string(),
  /** What Maya says back: "you live in Lisbon". */
  phrase: z.string(),
  source: z.object({ kind: z.enum(['chat', 'edit']), text: z.string(), at: z.string() }),
  /** Earlier values of the slot, newest first: kept, never recalled as current. */
  history: z.array(z.object({ value: z.string(), at: z.string(), replaced_at: z.string() })),
});
export type KnownFact = z.infer<typeof factSchema>;

export const knowledgeSchema = z.object({
  facts: z.array(factSchema),
  preferences: z.array(
    z.object({ category: z.string(), label: z.string(), lines: z.array(z.string()), confidence: z.number(), updated_at: z.string() }),
  ),
  personality: personalitySchema,
  /** Why Maya changed, newest first. */
  changes: z.array(z.object({ reason: z.string(), at: z.string() })),
  relationship: z.object({ stage: z.string(), emotional_state: z.string() }),
});
export type Knowledge = z.infer<typeof knowledgeSchema>;

export const factEditSchema = z.object({ value: safeText(120).trim().min(1) });
export const factParamsSchema = z.object({ id: z.uuid() });
