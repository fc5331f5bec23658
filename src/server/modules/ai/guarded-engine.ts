import type { z } from 'zod';
import type { Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import { displayText } from '@shared/lib/display-text';
import { detectEmotion } from '@server/modules/language';
import { fitPersonaToRequestLimits } from '@shared/domain/matching/persona-limits';
import { normalizeHexaco } from '@shared/domain/assessment/hexaco';
import { publicPersona } from '@shared/domain/matching/private-topics';
import { errorMessage } from './openai/client';
import { CHAT_FALLBACK_REPLY, CHAT_REFUSAL_REPLY, empathyFallback } from './fallbacks';
import { clampMatchTraits, deriveMatchTraits } from './match-traits';
import { createAnswerCounter, type AnswerCounter } from './model-status';
import { noteFallback } from './call-ledger';
import { scanModelText } from './output-scan';
import * as c from './schemas/companion';
import * as s from './schemas/simulation';
import {
  AiInputError,
  AiRefusalError,
  type AiBackend,
  type AiEngine,
  type AiLogger,
  type AiOperation,
  type ChatStreamEvent,
} from './types';

/** NOTE: private categories never reach a week's writer, whichever engine (issue 43 item 5). */
const publicPersonas = <T extends { personaA: Persona; personaB: Persona }>(p: T): T => ({
  ...p,
  personaA: publicPersona(p.personaA),
  personaB: publicPersona(p.personaB),
});

function parseInput<S extends z.ZodType>(operation: AiOperation, schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AiInputError(operation, parsed.error.issues);
  return parsed.data;
}

/**
 * History entries already checked, by the caller's object: a week passes its growing transcript to every
 * window, and checking it whole each time was quadratic. An entry the caller passes again is the same object,
 * and its checked copy is the same value (the schema transforms nothing but strips unknown keys).
 * NOTE: a caller that changes an entry after passing it must pass a new object (runSimulation never changes one).
 */
const checkedEntries = new WeakMap<object, TranscriptEntry>();

/** The window's input, checked as simulateWindowInputSchema does, the history's entries seen before not again. */
function parseWindowInput(input: unknown): z.output<typeof s.simulateWindowInputSchema> {
  const history = (input as { history?: unknown } | null)?.history;
  if (!Array.isArray(history) || history.length > s.MAX_HISTORY) return parseInput('simulateWindow', s.simulateWindowInputSchema, input);
  let known = 0;
  while (known < history.length && checkedEntries.has(history[known] as object)) known++;
  const rest = s.simulateWindowInputSchema.safeParse({ ...(input as object), history: history.slice(known) });
  // Anything wrong: the whole input again, so the error names the entry where it is.
  if (!rest.success) return parseInput('simulateWindow', s.simulateWindowInputSchema, input);
  rest.data.history.forEach((entry, i) => checkedEntries.set(history[known + i] as object, entry));
  return { ...rest.data, history: [...history.slice(0, known).map((e) => checkedEntries.get(e as object)!), ...rest.data.history] };
}

/** A chat reply the model declined is answered as a refusal, anything else with the spec's fallback. */
const chatFallback = (err: unknown) => (err instanceof AiRefusalError ? CHAT_REFUSAL_REPLY : CHAT_FALLBACK_REPLY);
const reasonOf = (err: unknown) => (err instanceof AiRefusalError ? 'the model declined to answer' : errorMessage(err));

/**
 * Wraps a backend with validation on both sides and the spec's fallbacks, so callers get a valid
 * value or the documented fallback, never a backend error. `secondary` (the offline backend)
 * stands in for the simulation and profile operations when the primary fails. `answers` counts,
 * per operation, the answers given and those that fell back.
 */
export function createGuardedEngine(
  primary: AiBackend,
  logger: AiLogger,
  secondary?: AiBackend,
  answers: AnswerCounter = createAnswerCounter(),
): AiEngine {
  /** Contact details in what an engine wrote are redacted before anyone stores or shows it, and counted in the log. */
  function scanned(operation: AiOperation, text: string): string {
    const out = scanModelText(text);
    if (out.found > 0) logger.warn({ operation, engine: primary.kind, redacted: out.found }, 'AI output held contact details; redacted');
    return out.text;
  }
  async function attempt<T>(operation: AiOperation, run: () => Promise<unknown>, output: z.ZodType<T>): Promise<T> {
    const result = output.safeParse(await run());
    if (!result.success) throw new Error(`${operation} returned an invalid shape: ${result.error.issues[0]?.message ?? ''}`);
    return result.data;
  }
  async function withSecondary<T>(operation: AiOperation, run: (b: AiBackend) => Promise<unknown>, output: z.ZodType<T>): Promise<T> {
    let value: T;
    try {
      value = await attempt(operation, () => run(primary), output);
    } catch (err) {
      if (!secondary) throw err;
      logger.warn({ operation, engine: primary.kind, err: errorMessage(err) }, 'AI call failed; using the offline engine');
      noteFallback(operation);
      const offline = await attempt(operation, () => run(secondary), output);
      answers.count(operation, { reason: reasonOf(err) });
      return offline;
    }
    answers.count(operation, false);
    return value;
  }
  async function orNull<T>(operation: AiOperation, run: () => Promise<unknown>, output: z.ZodType<T>): Promise<T | null> {
    try {
      const value = await attempt(operation, run, output);
      answers.count(operation, false);
      return value;
    } catch (err) {
      logger.error({ operation, engine: primary.kind, err: errorMessage(err) }, 'AI companion call failed');
      answers.count(operation, { reason: reasonOf(err) });
      return null;
    }
  }

  return {
    kind: primary.kind,
    summarizeProfile: async (input) => {
      const p = parseInput('summarizeProfile', c.summarizeProfileInputSchema, input);
      return withSecondary('summarizeProfile', (b) => b.summarizeProfile(p), c.profileSummarySchema);
    },
    chatReply: async (input) => {
      const p = parseInput('chatReply', c.chatReplyInputSchema, input);
      try {
        const { reply } = await attempt('chatReply', () => primary.chatReply(p), c.chatReplySchema);
        answers.count('chatReply', false);
        return { reply: displayText(reply, 'body'), fallback: false };
      } catch (err) {
        logger.warn({ operation: 'chatReply', engine: primary.kind, err: errorMessage(err) }, 'AI chat failed; using the fallback reply');
        answers.count('chatReply', { reason: reasonOf(err) });
        return { reply: chatFallback(err), fallback: true };
      }
    },
    chatReplyStream: (input, signal) =>
      streamWithFallback(primary, logger, answers, parseInput('chatReplyStream', c.chatReplyInputSchema, input), signal),
    empathy: async (input) => {
      const p = parseInput('empathy', c.empathyInputSchema, input);
      const detectedEmotion = p.detectedEmotion ?? detectEmotion(p.situation);
      try {
        const out = await attempt('empathy', () => primary.empathy({ ...p, detectedEmotion }), c.empathySchema);
        answers.count('empathy', false);
        return { ...out, fallback: false };
      } catch (err) {
        logger.warn({ operation: 'empathy', engine: primary.kind, err: errorMessage(err) }, 'AI empathy failed; using a canned line');
        answers.count('empathy', { reason: reasonOf(err) });
        return { empathy_response: empathyFallback(detectedEmotion), fallback: true };
      }
    },
    reason: async (input) => {
      const p = parseInput('reason', c.reasonInputSchema, input);
      return orNull('reason', () => primary.reason(p), c.reasoningSchema);
    },
    analyzeInteraction: async (input) => {
      const p = parseInput('analyzeInteraction', c.analyzeInteractionInputSchema, input);
      return orNull('analyzeInteraction', () => primary.analyzeInteraction(p), c.interactionAnalysisSchema);
    },
    extractFacts: async (input) => {
      const p = parseInput('extractFacts', c.extractFactsInputSchema, input);
      return withSecondary('extractFacts', (b) => b.extractFacts(p), c.extractedFactsSchema);
    },
    createMatchPersona: async (input) => {
      const p = parseInput('createMatchPersona', s.createMatchPersonaInputSchema, input);
      const traits = deriveMatchTraits(normalizeHexaco(p.persona.personality_traits), p.seed);
      const match = await withSecondary('createMatchPersona', (b) => b.createMatchPersona({ ...p, traits }), s.matchPersonaSchema);
      // Spec §5 and §2.9 hold whatever the backend wrote: clamped traits, at most 6 topics.
      const interests = match.interests.slice(0, 6);
      // The client sends this persona back (e.g. to /api/simulation/conversation): it must fit a request's limits.
      return fitPersonaToRequestLimits({ ...match, interests, personality_traits: clampMatchTraits(traits) });
    },
    simulateWindow: async (input) => {
      const p = publicPersonas(parseWindowInput(input));
      const out = await withSecondary('simulateWindow', (b) => b.simulateWindow(p), s.simulatedWindowSchema);
      const messages = out.messages
        .slice(0, p.turnsWanted)
        .map((m) => ({ role: m.role, text: scanned('simulateWindow', displayText(m.text, 'body')) }))
        .filter((m) => m.text);
      return { messages };
    },
    concludeSimulation: async (input) => {
      const p = publicPersonas(parseInput('concludeSimulation', s.concludeSimulationInputSchema, input));
      const out = await withSecondary('concludeSimulation', (b) => b.concludeSimulation(p), s.simulationConclusionSchema);
      return {
        ...out,
        week_summary: scanned('concludeSimulation', out.week_summary),
      };
    },
  };
}

/** Deltas as they come, then `done`; a failure at any point ends with the spec's fallback reply. */
async function* streamWithFallback(
  primary: AiBackend,
  logger: AiLogger,
  answers: AnswerCounter,
  input: z.output<typeof c.chatReplyInputSchema>,
  signal?: AbortSignal,
): AsyncIterable<ChatStreamEvent> {
  let text = '';
  try {
    for await (const chunk of primary.chatReplyStream(input, signal)) {
      text += chunk;
      yield { type: 'delta', text: chunk };
    }
    const reply = displayText(text, 'body');
    if (!reply) throw new Error('empty reply');
    answers.count('chatReplyStream', false);
    yield { type: 'done', reply, fallback: false };
  } catch (err) {
    logger.warn(
      { operation: 'chatReplyStream', engine: primary.kind, err: errorMessage(err), partial: text.length > 0 },
      'AI chat stream failed; using the fallback reply',
    );
    answers.count('chatReplyStream', { reason: reasonOf(err) });
    yield { type: 'done', reply: chatFallback(err), fallback: true };
  }
}
