import type { z } from 'zod';
import type { ModelStatus } from './model-status';
import type * as companion from './schemas/companion';
import type * as safety from './schemas/safety';
import type * as simulation from './schemas/simulation';

/** pino-shaped, so the app's logger can be passed straight in. */
export interface AiLogger {
  warn(obj: Record<string, unknown>, msg?: string): void;
  error(obj: Record<string, unknown>, msg?: string): void;
  info?(obj: Record<string, unknown>, msg?: string): void;
}

export type ChatStreamEvent =
  | { type: 'delta'; text: string }
  /** Always last. `reply` is the authoritative text: on a broken stream it replaces the deltas already shown. */
  | { type: 'done'; reply: string; fallback: boolean };

type In<S extends z.ZodType> = z.output<S>;

/**
 * What each engine implements, on inputs already validated. It may throw; `createAiEngine`
 * validates outputs and applies the spec's fallbacks around it.
 */
export interface AiBackend {
  readonly kind: 'offline' | 'openai';
  summarizeProfile(input: In<typeof companion.summarizeProfileInputSchema>): Promise<unknown>;
  chatReply(input: In<typeof companion.chatReplyInputSchema>): Promise<unknown>;
  /** Yields reply text chunks; throws if the stream fails. */
  chatReplyStream(input: In<typeof companion.chatReplyInputSchema>, signal?: AbortSignal): AsyncIterable<string>;
  empathy(
    input: In<typeof companion.empathyInputSchema> & {
      detectedEmotion: NonNullable<In<typeof companion.empathyInputSchema>['detectedEmotion']>;
    },
  ): Promise<unknown>;
  reason(input: In<typeof companion.reasonInputSchema>): Promise<unknown>;
  analyzeInteraction(input: In<typeof companion.analyzeInteractionInputSchema>): Promise<unknown>;
  /** Typed memory slots stated in a message (issue 14): rules offline, a JSON schema on a model. */
  extractFacts(input: In<typeof companion.extractFactsInputSchema>): Promise<unknown>;
  /** A relayed message's label (issue 42 item 1): a model only; the offline engine has the rules, in the relay. */
  classifyMessage?(
    input: z.output<typeof safety.classifyMessageInputSchema>,
    caller: { signal: AbortSignal; withinMs: number },
  ): Promise<unknown>;
  /** `traits` are computed by code (spec §5 clamps); the backend writes the name, bio and the rest. */
  createMatchPersona(
    input: In<typeof simulation.createMatchPersonaInputSchema> & { traits: simulation.MatchPersona['personality_traits'] },
  ): Promise<unknown>;
  simulateWindow(input: simulation.SimulateWindowParams): Promise<unknown>;
  concludeSimulation(input: In<typeof simulation.concludeSimulationInputSchema>): Promise<unknown>;
}

/** The engine the app uses: validated inputs and outputs, spec fallbacks, never a raw backend error. */
export interface AiEngine {
  readonly kind: 'offline' | 'openai';
  /** The model's circuit breaker (openai/circuit-breaker.ts), for the status page; absent offline. */
  circuitState?(): 'closed' | 'open';
  /**
   * The model path for /dashboard and /api/health: ok, misconfigured (in words) or down, and per
   * operation the answers given and those that fell back. A read of memory: never throws, never waits.
   */
  modelStatus?(): ModelStatus;
  /**
   * The start-up check (call it once when the server starts): the server's model list, else a
   * one-token call; logs what it found once and resolves with the status. Never throws.
   */
  checkModel?(): Promise<ModelStatus>;
  /**
   * The offline engine alone, for a week the model could not finish (issue 43 item 4): written again
   * wholly offline, never half and half. Absent when the engine is offline already.
   */
  readonly offline?: AiEngine;
  summarizeProfile(input: companion.SummarizeProfileInput): Promise<companion.ProfileSummary>;
  /** Falls back to the spec's assistant reply (§8.5). */
  chatReply(input: companion.ChatReplyInput): Promise<companion.ChatReply & { fallback: boolean }>;
  chatReplyStream(input: companion.ChatReplyInput, signal?: AbortSignal): AsyncIterable<ChatStreamEvent>;
  /** Falls back to a canned line for the detected emotion (§8.6). */
  empathy(input: companion.EmpathyInput): Promise<companion.Empathy & { fallback: boolean }>;
  /** Companion backend errors are logged and give null (§8.6). */
  reason(input: companion.ReasonInput): Promise<companion.Reasoning | null>;
  analyzeInteraction(input: companion.AnalyzeInteractionInput): Promise<companion.InteractionAnalysis | null>;
  /** Falls back to the offline rules when a model fails (never an error). */
  extractFacts(input: companion.ExtractFactsInput): Promise<companion.ExtractedFacts>;
  /**
   * Where a model is configured: its label for a relayed message, within AI_SAFETY_TIMEOUT_MS, or why there is
   * none (a timeout, the breaker open, a failure: counted, never thrown). Absent offline. Never logs the text.
   */
  classifyMessage?(input: safety.ClassifyMessageInput): Promise<safety.MessageClassification>;
  createMatchPersona(input: simulation.CreateMatchPersonaInput): Promise<simulation.MatchPersona>;
  simulateWindow(input: simulation.SimulateWindowInput): Promise<simulation.SimulatedWindow>;
  concludeSimulation(input: simulation.ConcludeSimulationInput): Promise<simulation.SimulationConclusion>;
}

export type AiOperation = Exclude<keyof AiEngine, 'kind' | 'circuitState' | 'modelStatus' | 'checkModel' | 'offline'>;

/**
 * The model (or its provider's moderation) declined to answer: OpenAI's `refusal`, a content
 * filter, OpenRouter's flagged input. Never shown as Maya's words; answered as a refusal.
 */
export class AiRefusalError extends Error {
  constructor(readonly words: string) {
    super(`the model declined to answer: ${words.slice(0, 200)}`);
    this.name = 'AiRefusalError';
  }
}

/** Thrown when a caller passes input that fails the operation's schema (a programming error, not a model failure). */
export class AiInputError extends Error {
  constructor(
    readonly operation: AiOperation,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Invalid input for ${operation}: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    this.name = 'AiInputError';
  }
}
