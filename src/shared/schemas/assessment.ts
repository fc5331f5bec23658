import { z } from 'zod';
import { behaviouralEventSchema } from '../domain/assessment/behaviour-events';
import { boundedJsonObject, safeText } from '../lib/bounded';
import { TRAITS } from '../domain/assessment/hexaco';

/**
 * The assessment API (spec §7.1 enhanced-onboarding-processor, as REST):
 *   GET  /api/assessment            → assessmentStateSchema   (scenes, progress, existing profile)
 *   POST /api/assessment/start      → startResponseSchema     (resumes an active session unless restart)
 *   POST /api/assessment/responses  → submitResponseSchema    (idempotent per scene)
 *   POST /api/assessment/complete   → profileResponseSchema   (400 with the §8.3 message when < 6)
 *   GET  /api/profile               → profileResponseSchema   (profile may be null)
 *   GET  /api/invite/status         → inviteStatusSchema
 */

export const DEVICE_TIERS = ['low', 'medium', 'high'] as const;

export const startRequestSchema = z.object({
  device_tier: z.enum(DEVICE_TIERS).default('high'),
  /** 'RESTART ASSESSMENT': abandon the active session and begin again. */
  restart: z.boolean().default(false),
});
export const startResponseSchema = z.object({ session_id: z.uuid(), answered_scene_ids: z.array(z.string()) });

/** A behavioural event as a request carries it: event_data is stored as jsonb, so its shape is bounded. */
const requestBehaviouralEventSchema = behaviouralEventSchema.extend({ event_data: boundedJsonObject().default({}) });

export const sceneDataSchema = z.object({
  scene_id: safeText(64).min(1),
  option_selected: safeText(64).min(1),
  /** Accepted for compatibility with the spec's body; the server scores from its own scene data. */
  trait_weights: z
    .record(safeText(40), z.number())
    .refine((weights) => Object.keys(weights).length <= 20, 'Too many trait weights')
    .optional(),
  reaction_time_ms: z.number().finite(),
  behavioral_events: z.array(requestBehaviouralEventSchema).max(500).default([]),
  /** The calibration probe's answer, when one was asked. */
  micro_response: z.object({ probe_type: safeText(40), question: safeText(500), answer: z.union([safeText(2000), z.number()]) }).nullish(),
});

export const submitRequestSchema = z.object({ session_id: z.uuid(), scene_data: sceneDataSchema });
export const submitResponseSchema = z.object({
  /** False when this scene was already answered in this session (a retry or a double click). */
  recorded: z.boolean(),
  response_count: z.number().int(),
});

export const completeRequestSchema = z.object({ session_id: z.uuid() });

const scores = z.object(Object.fromEntries(TRAITS.map((t) => [t, z.number()])) as Record<(typeof TRAITS)[number], z.ZodNumber>);

/** §3 Profile display fields, plus lifestyle insights for the reveal. */
export const profileViewSchema = z.object({
  core_personality_snapshot: z.string(),
  personality_summary: z.string(),
  everyday_habits_vibe: z.string(),
  dating_style: z.string(),
  secret_insights: z.array(z.string()),
  snapshot_paragraph: z.string(),
  hexaco_scores: scores,
  /** Per trait, the share of the population's variance the answers removed (scoring version 2 on); null for older profiles. */
  trait_evidence: scores.nullable(),
  love_style: z.string(),
  communication_style: z.string(),
  compatibility_focus: z.string(),
  archetype: z.string(),
  confidence: z.number(),
  insights: z.array(z.string()),
  lifestyle_insights: z.array(z.string()),
  created_at: z.string(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
export const profileResponseSchema = z.object({ profile: profileViewSchema.nullable() });
/** POST /api/assessment/complete as the client reads it: a completion always has the profile it made. */
export const completedResponseSchema = z.object({ profile: profileViewSchema });

const sceneOption = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string().optional(),
  traitWeights: z.record(z.string(), z.number()),
});
const calibrationTrigger = z.object({
  condition: z.string(),
  probeType: z.string(),
  question: z.string(),
  threshold: z.number().optional(),
});
export const publicSceneSchema = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string(),
  scene_order: z.number().int(),
  options: z.array(sceneOption),
  calibrationTriggers: z.array(calibrationTrigger),
});
export type PublicScene = z.infer<typeof publicSceneSchema>;

export const assessmentStateSchema = z.object({
  scenes: z.array(publicSceneSchema),
  /** The active session, if one is in progress. */
  session_id: z.uuid().nullable(),
  answered_scene_ids: z.array(z.string()),
  /** Present once the person has a personality profile: show the results directly (§4.4). */
  profile: profileViewSchema.nullable(),
});
export type AssessmentState = z.infer<typeof assessmentStateSchema>;

export const inviteStatusSchema = z.object({ invited: z.boolean() });
