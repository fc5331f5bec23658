import { z } from 'zod';
import type { Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import { timeOfDay } from '../offline/beats';
import { ageRangeFor, ageWithin } from '../offline/match-writer';
import { rngFor } from '../offline/rng';
import { empathySchema, modelFactsSchema, interactionAnalysisSchema, profileSummarySchema, reasoningSchema } from '../schemas/companion';
import { MODEL_TEXT_CHARS, messageClassificationSchema } from '../schemas/safety';
import { simulatedWindowSchema, simulationConclusionSchema } from '../schemas/simulation';
import type { AiBackend } from '../types';
import { streamChat, type ChatData } from './chat-stream';
import type { OpenAiDeps } from './client';
import { callJson, type JsonCallRequest } from './json-call';
import { CONCLUSION_DETAIL, WINDOW_DETAIL, weekContext } from './week-digest';

/** The week so far at a level of detail, as the prompts read it: earlier days summed up, the latest messages word for word. */
const weekAt = (history: readonly TranscriptEntry[], levels: typeof WINDOW_DETAIL, level: number) => {
  const context = weekContext(history, levels, level);
  return context && { ...(context.earlier_days && { earlier_days: context.earlier_days }), history: context.recent };
};

const personaData = (p: Persona) => ({
  name: p.name,
  age_range: p.age_range,
  vibe: p.vibe,
  tone: p.tone,
  topics: p.social.topics,
  style_cues: p.social.style_cues,
  personality_traits: p.personality_traits,
});

const matchTextSchema = z.object({
  name: z.string().trim().min(1).max(40),
  bio: z.string().trim().min(1).max(400),
  interests: z.array(z.string().trim().min(1).max(40)).min(1).max(12),
  vibe: z.string().trim().min(1).max(40).optional(),
  tone: z.string().trim().min(1).max(40).optional(),
});

export function createOpenAiBackend(deps: OpenAiDeps): AiBackend & Required<Pick<AiBackend, 'classifyMessage'>> {
  const call = <T>(req: JsonCallRequest<T>) => callJson(deps, req);
  const collect = async (stream: AsyncIterable<string>) => {
    let text = '';
    for await (const chunk of stream) text += chunk;
    return { reply: text.trim() };
  };
  const chatData = (input: Parameters<AiBackend['chatReply']>[0]): ChatData => ({
    persona: input.persona ? personaData(input.persona) : null,
    history: input.history,
    message: input.message,
    maya: input.companion ?? null,
  });
  return {
    kind: 'openai',
    summarizeProfile: (input) =>
      call({ operation: 'summarizeProfile', prompt: 'summarizeProfile', data: input, schema: profileSummarySchema }),
    chatReply: (input) => collect(streamChat(deps, chatData(input), undefined, 'chatReply')),
    chatReplyStream: (input, signal) => streamChat(deps, chatData(input), signal),
    empathy: (input) => call({ operation: 'empathy', prompt: 'empathy', data: input, schema: empathySchema, maxTokens: 200 }),
    reason: (input) => call({ operation: 'reason', prompt: 'reason', data: input, schema: reasoningSchema, maxTokens: 300 }),
    analyzeInteraction: (input) =>
      call({
        operation: 'analyzeInteraction',
        prompt: 'analyzeInteraction',
        data: input,
        schema: interactionAnalysisSchema,
        maxTokens: 300,
        temperature: 0.2,
      }),
    extractFacts: (input) =>
      call({
        operation: 'extractFacts',
        prompt: 'extractFacts',
        data: input,
        schema: modelFactsSchema,
        maxTokens: 300,
        temperature: 0,
      }),
    classifyMessage: (input, caller) =>
      call({
        operation: 'classifyMessage',
        prompt: 'classifyMessage',
        data: { text: input.text.slice(0, MODEL_TEXT_CHARS), recent: input.recent.map((r) => r.slice(0, MODEL_TEXT_CHARS / 4)) },
        schema: messageClassificationSchema,
        maxTokens: 120,
        temperature: 0,
        caller,
      }),
    createMatchPersona: async (input) => {
      const text = await call({
        operation: 'createMatchPersona',
        prompt: 'createMatchPersona',
        data: { persona: personaData(input.persona), match_traits: input.traits },
        schema: matchTextSchema,
        seed: input.seed,
      });
      const age = ageWithin(input.persona.age_range, rngFor(input.seed, 'match').int);
      const interests = text.interests.slice(0, 6);
      return {
        name: text.name,
        age,
        location: 'Nearby',
        bio: text.bio,
        interests,
        age_range: ageRangeFor(age),
        vibe: text.vibe ?? 'casual',
        tone: text.tone ?? 'friendly',
        boundaries: ['Respectful communication'],
        social: { topics: interests, style_cues: [], recent_posts: [] },
        personality_traits: input.traits,
      };
    },
    simulateWindow: (input) => {
      const data = (level: number) => {
        const week = weekAt(input.history, WINDOW_DETAIL, level);
        return (
          week && {
            a: personaData(input.personaA),
            b: personaData(input.personaB),
            task: {
              day: input.day,
              of_days: input.days,
              window: input.window,
              windows_today: input.windowsToday,
              time_of_day: timeOfDay(input.window, input.windowsToday),
              turns_wanted: input.turnsWanted,
            },
            ...week,
          }
        );
      };
      return call({
        operation: 'simulateWindow',
        prompt: 'simulateWindow',
        schema: simulatedWindowSchema,
        maxTokens: 150 + 90 * input.turnsWanted,
        seed: input.seed,
        data: data(0),
        shrink: data,
      });
    },
    concludeSimulation: (input) => {
      const conclusionAt = (level: number) => {
        const week = weekAt(input.transcript, CONCLUSION_DETAIL, level);
        if (!week) return null;
        const { history: transcript, ...earlier } = week;
        const { personaA, personaB, score, decision } = input;
        return { a: personaData(personaA), b: personaData(personaB), score, decision, ...earlier, transcript };
      };
      return call({
        operation: 'concludeSimulation',
        prompt: 'concludeSimulation',
        schema: simulationConclusionSchema,
        maxTokens: 600,
        data: conclusionAt(0),
        shrink: conclusionAt,
      });
    },
  };
}
