import { z } from 'zod';
import { REASON_TONES } from '../domain/week/verdict-reasons';
import { safeText } from '../lib/bounded';
import { DECISIONS, PERSONA_TEXT_LIMITS, personaInputSchema, personaSchema } from '../domain/matching/persona';

/**
 * The simulation API (spec §7.1 conversation-simulator, as REST):
 *   POST /api/simulation/match         → findMatchResponseSchema   (find_match)
 *   POST /api/simulation/conversation  → conversationResponseSchema (simulate_conversation, for /connections)
 *   POST /api/simulation/run           → simulationResultSchema     (the full form, one JSON answer)
 *   POST /api/simulation/stream        → text/event-stream: `start` (personas, plan), then one `message`
 *        event per message as soon as it exists, then `final` (simulationResultSchema) — or `error`
 *        ({ message }). Only one simulation runs per person at a time: 409 'Simulation already in progress'.
 *   GET  /api/simulation/match         → currentMatchResponseSchema (the kept match, or null)
 *   POST /api/simulation/runs          → startRunResponseSchema: starts the person's week on the
 *        server, or answers with the one already running (ADR 016)
 *   GET  /api/simulation/runs/:id/events → text/event-stream of the run (the events of /stream, each
 *        with `id:`), from Last-Event-ID or ?from=; ends with `final` or `error`; 204 when nothing is left.
 * /conversation, /run and /stream each start a run of their own (ADR 036) and answer from its events;
 * a second start while a run goes is refused (409), never joined.
 * The match is kept per person: /conversation, /run, /stream and /runs use it until POST /match
 * finds another. Signed-out calls get 401 'Please log in to continue'; without a profile, 404
 * 'Could not load your personality profile. Please complete the assessment first.'
 */

export const matchCardSchema = z.object({
  name: z.string(),
  age: z.number().int(),
  location: z.string(),
  bio: z.string(),
  interests: z.array(z.string()),
});

/** A match: the card people see plus the persona the simulator speaks as. */
export const matchProfileSchema = matchCardSchema.extend({ persona: personaSchema });
export type MatchProfile = z.infer<typeof matchProfileSchema>;

export const findMatchResponseSchema = z.object({ match: matchProfileSchema, message: z.string() });

/** A match card sent back by the client: every free-text field capped and storable. */
export const matchProfileInputSchema = z.object({
  name: safeText(PERSONA_TEXT_LIMITS.name),
  age: z.number().int().min(0).max(150),
  location: safeText(PERSONA_TEXT_LIMITS.short),
  bio: safeText(2000),
  interests: z.array(safeText(PERSONA_TEXT_LIMITS.short)).max(PERSONA_TEXT_LIMITS.list),
  persona: personaInputSchema,
});

/** Without matchProfile the person's kept match (and its seed) is used. */
export const conversationRequestSchema = z.object({
  matchProfile: matchProfileInputSchema.optional(),
  seed: z.number().int().min(0).max(999_999).optional(),
});
export const conversationResponseSchema = z.object({
  conversation: z.array(z.object({ sender: z.enum(['user', 'match']), text: z.string() })),
  compatibilityScore: z.number().min(0).max(1),
  decision: z.enum(DECISIONS),
});

export const runRequestSchema = z.object({
  personaA: personaInputSchema.optional(),
  personaB: personaInputSchema.optional(),
  seed: z.number().int().min(0).max(999_999).optional(),
  days: z.literal(7).default(7),
  windows_per_day: z.number().int().min(2).max(3).optional(),
  turns_per_window: z.number().int().min(2).max(6).optional(),
});

export const transcriptMessageSchema = z.object({
  role: z.enum(['a', 'b']),
  text: z.string(),
  day: z.number().int(),
  window: z.number().int(),
});

/** One reason of the verdict: for the match (positive), against it (negative) or neither. */
export const reasonSchema = z.object({ tone: z.enum(REASON_TONES), text: z.string() });

/**
 * Which engine wrote the week, all of it (issue 43 item 4): the model, or the offline engine, also when
 * the model stopped mid-week and the week was written again offline; then `note` says so to the person.
 * Absent on weeks stored before it was recorded.
 */
export const weekEngineSchema = z.enum(['model', 'offline']);
export type WeekEngine = z.infer<typeof weekEngineSchema>;

export const simulationResultSchema = z.object({
  transcript: z.array(transcriptMessageSchema),
  final: z.object({ decision: z.enum(DECISIONS), why: z.array(reasonSchema), confidence: z.number() }),
  week_summary: z.string(),
  compatibility_score: z.number().min(0).max(1),
  seed: z.number().int(),
  persona_a: personaSchema,
  persona_b: personaSchema,
  engine: weekEngineSchema.optional(),
  note: z.string().optional(),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;

/**
 * The stream's `start` event: who talks, and how many messages each day/window will have. A second
 * `start` means the week begins again from its first message, on `engine`, and `note` says why.
 */
export const streamStartSchema = z.object({
  persona_a: personaSchema,
  persona_b: personaSchema,
  seed: z.number().int(),
  plan: z.array(z.object({ day: z.number().int(), window: z.number().int(), turns: z.number().int() })),
  engine: weekEngineSchema.optional(),
  note: z.string().optional(),
});

export const currentMatchResponseSchema = z.object({ match: matchProfileSchema.nullable() });

export const startRunResponseSchema = z.object({
  run: z.object({
    id: z.string().uuid(),
    /** False when the person's run was already going (a second tab, a reload): read that one. */
    created: z.boolean(),
  }),
});

export const runEventsQuerySchema = z.object({
  /** The last event id already read, for clients that cannot send the Last-Event-ID header. */
  from: z.coerce.number().int().min(0).optional(),
});
