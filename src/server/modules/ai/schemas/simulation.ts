import { z } from 'zod';
import { DECISIONS, personaSchema, transcriptEntrySchema } from '@shared/domain/matching/persona';

const text = (max: number) => z.string().trim().min(1).max(max);
/** Spec §9: a simulation seed is below 1,000,000. */
export const seedSchema = z.number().int().min(0).max(999_999);

export const createMatchPersonaInputSchema = z.object({ persona: personaSchema, seed: seedSchema });
/** A persona plus the match card of spec §3 (name, age, location, bio, interests). */
export const matchPersonaSchema = personaSchema.extend({
  age: z.number().int().min(18).max(99).default(28),
  location: z.string().trim().min(1).max(80).default('Nearby'),
  bio: text(400),
  interests: z.array(z.string().trim().min(1).max(40)).max(6),
});

/** The longest history a window's input may carry. */
export const MAX_HISTORY = 400;

export const simulationMessageSchema = z.object({ role: z.enum(['a', 'b']), text: text(600) });
export const simulateWindowInputSchema = z.object({
  personaA: personaSchema,
  personaB: personaSchema,
  day: z.number().int().min(1).max(7),
  window: z.number().int().min(1).max(3),
  /** How many windows this day has (2-3 in the product); lets the writer know when evening comes. */
  windowsToday: z.number().int().min(1).max(3).default(3),
  days: z.number().int().min(1).max(7).default(7),
  turnsWanted: z.number().int().min(1).max(12),
  history: z.array(transcriptEntrySchema).max(MAX_HISTORY).default([]),
  seed: seedSchema.default(0),
  /** Anecdote ids (offline/anecdotes.ts) the person's earlier runs told: not told again. */
  avoidAnecdotes: z.array(z.string().max(200)).max(2000).default([]),
});
export const simulatedWindowSchema = z.object({ messages: z.array(simulationMessageSchema).min(1).max(24) });

export const concludeSimulationInputSchema = z.object({
  personaA: personaSchema,
  personaB: personaSchema,
  transcript: z.array(transcriptEntrySchema).max(400),
  /** The compatibility score computed from the HEXACO profiles (0..1), never by the model. */
  score: z.number().min(0).max(1),
  decision: z.enum(DECISIONS),
});
/**
 * The engine's verdict as a field, never read from its prose (issue 43 item 5): the decision and what
 * it rests on. runWeek checks it against the transcript (shared/domain/week/verdict-check.ts).
 */
export const structuredVerdictSchema = z.object({
  decision: z.enum(DECISIONS),
  date_planned: z.boolean(),
  warm: z.boolean(),
});
export const simulationConclusionSchema = z.object({
  verdict: structuredVerdictSchema,
  week_summary: text(1200),
});

export type CreateMatchPersonaInput = z.input<typeof createMatchPersonaInputSchema>;
export type MatchPersona = z.infer<typeof matchPersonaSchema>;
export type SimulationMessage = z.infer<typeof simulationMessageSchema>;
export type SimulateWindowInput = z.input<typeof simulateWindowInputSchema>;
export type SimulateWindowParams = z.output<typeof simulateWindowInputSchema>;
export type SimulatedWindow = z.infer<typeof simulatedWindowSchema>;
export type ConcludeSimulationInput = z.input<typeof concludeSimulationInputSchema>;
export type SimulationConclusion = z.infer<typeof simulationConclusionSchema>;
