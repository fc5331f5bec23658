import { z } from 'zod';
import { DEFAULT_ARCHETYPE } from '@shared/domain/assessment/archetypes';
import { EMOTIONS, type Fact, type MemoryQuestion, SLOT_PATTERN } from '@server/modules/language';
import { normalizeHexaco } from '@shared/domain/assessment/hexaco';
import { personaSchema } from '@shared/domain/matching/persona';

const text = (max: number) => z.string().trim().min(1).max(max);
/**
 * The message as the turn has read it already (modules/language readMessage): the offline writer and the offline
 * extraction use it instead of reading the message again. Carried as it is (the reader's own output, never the
 * person's input), and never sent to a model.
 */
export type MessageRead = { question: MemoryQuestion | null; facts: Fact[] };
const messageRead = z.custom<MessageRead>((v) => typeof v === 'object' && v !== null && Array.isArray((v as MessageRead).facts));

/** Spec §7.1 generate-personality-summary. */
export const summarizeProfileInputSchema = z.object({
  /** Spec §5: anything that isn't a number in 0..1 (including a missing trait) counts as 0.5. */
  hexaco: z.unknown().transform(normalizeHexaco),
  archetype: z.string().trim().max(80).default(DEFAULT_ARCHETYPE),
  display_name: z.string().trim().max(80).optional(),
  insights: z.array(z.string().max(500)).max(10).default([]),
});
export const profileSummarySchema = z.object({
  personality_summary: text(1200),
  love_style: text(400),
  communication_style: text(400),
  compatibility_focus: text(400),
});

export const chatTurnSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) });
/**
 * `persona` is the person Maya is talking with (mapped from their profile): Maya mirrors its tone
 * and draws on its topics. Maya's own voice is fixed by the engine.
 */
/** A remembered fact: a typed slot (`home_city`, `pet:dog`, `taste:jazz`…) and its current value. */
export const memoryFactSchema = z.object({ slot: z.string().regex(SLOT_PATTERN), value: z.string().trim().min(1).max(120) });
/**
 * Issue 14: Maya's adapted personality (spec §3 Companion personality), the length the person
 * prefers, what Maya remembers that bears on this message, and the facts she just learned from it.
 */
export const companionStateSchema = z.object({
  personality: z.object({
    empathyLevel: z.number().min(0).max(1),
    adaptability: z.number().min(0).max(1),
    proactiveness: z.number().min(0).max(1),
    emotionalIntelligence: z.number().min(0).max(1),
    communicationStyle: z.string().max(40),
    supportiveness: z.number().min(0).max(1),
  }),
  /** Spec §9 message_length_preference, from the person's own messages. */
  length: z.enum(['detailed', 'balanced', 'concise']).default('balanced'),
  relationshipStage: z.string().max(40).default('getting_to_know'),
  /** Current facts only (history is never sent), most relevant first. */
  facts: z.array(memoryFactSchema).max(40).default([]),
  /** Facts this very message told Maya (she may say she'll remember them). */
  learned: z.array(memoryFactSchema).max(10).default([]),
  /** Facts this very message asked Maya to forget ("forget that I live in Lisbon"); already gone from `facts`. */
  forgotten: z.array(memoryFactSchema).max(10).default([]),
});
export const chatReplyInputSchema = z.object({
  persona: personaSchema.optional(),
  history: z.array(chatTurnSchema).max(100).default([]),
  message: text(4000),
  companion: companionStateSchema.optional(),
  read: messageRead.optional(),
});
export const chatReplySchema = z.object({ reply: text(2000) });

/** Spec §7.1 social-cognition generateEmpathyResponse. Missing detectedEmotion is detected from the situation. */
export const empathyInputSchema = z.object({
  situation: z.string().max(4000).default(''),
  userEmotionalState: z.string().max(60).default('neutral'),
  relationshipStage: z.string().max(60).default('initial_interaction'),
  detectedEmotion: z.enum(EMOTIONS).optional(),
});
export const empathySchema = z.object({ empathy_response: text(1000) });

/** Spec §7.1 social-cognition reasonAboutSituation. */
export const reasonInputSchema = z.object({
  situation: text(4000),
  context: z.record(z.string(), z.unknown()).default({}),
});
export const reasoningSchema = z.object({ reasoning: text(2000) });

export const INTERACTION_TYPES = [
  'message',
  'conversation',
  'profile_view',
  'match',
  'like',
  'context_change',
  'maya_response',
  'personality_adaptation',
  'deep_conversation',
  'personal_sharing',
] as const;
/** Spec §7.1 social-cognition analyzeInteraction. */
export const analyzeInteractionInputSchema = z.object({
  type: z.enum(INTERACTION_TYPES),
  content: z.string().max(4000).default(''),
  context: z.record(z.string(), z.unknown()).default({}),
  timestamp: z.string().max(40).optional(),
});
export const interactionAnalysisSchema = z.object({
  analysis: z.object({
    emotion: z.enum(EMOTIONS),
    engagement_level: z.number().min(0).max(1),
    /** Spec §9: over 100 characters is detailed, under 50 concise. */
    message_length_style: z.enum(['detailed', 'balanced', 'concise']),
    topics: z.array(z.string().max(40)).max(10),
    summary: text(500),
  }),
});

/** Issue 14 §5: a configured model fills the same typed slots as the offline rules. */
export const extractFactsInputSchema = z.object({ message: text(4000), read: messageRead.optional() });
export const extractedFactsSchema = z.object({ facts: z.array(memoryFactSchema).max(10) });
/**
 * What a model is asked to write for extractFacts: the list's shape only. Each fact is then checked
 * on its own and a bad one is dropped, not the list (which would cost a repair call or every fact).
 */
export const modelFactsSchema = z.object({ facts: z.array(z.object({ slot: z.string(), value: z.string() })) }).transform(({ facts }) => ({
  facts: facts
    .flatMap((fact) => {
      const checked = memoryFactSchema.safeParse(fact);
      return checked.success ? [checked.data] : [];
    })
    .slice(0, 10),
}));

export type CompanionState = z.input<typeof companionStateSchema>;
export type ExtractFactsInput = z.input<typeof extractFactsInputSchema>;
export type ExtractedFacts = z.infer<typeof extractedFactsSchema>;
export type SummarizeProfileInput = z.input<typeof summarizeProfileInputSchema>;
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
export type ChatTurn = z.infer<typeof chatTurnSchema>;
export type ChatReplyInput = z.input<typeof chatReplyInputSchema>;
export type ChatReply = z.infer<typeof chatReplySchema>;
export type EmpathyInput = z.input<typeof empathyInputSchema>;
export type Empathy = z.infer<typeof empathySchema>;
export type ReasonInput = z.input<typeof reasonInputSchema>;
export type Reasoning = z.infer<typeof reasoningSchema>;
export type AnalyzeInteractionInput = z.input<typeof analyzeInteractionInputSchema>;
export type InteractionAnalysis = z.infer<typeof interactionAnalysisSchema>;
