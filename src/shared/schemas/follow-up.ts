import { z } from 'zod';
import { CERTAINTY_LEVELS } from '../domain/assessment/follow-up/certainty';
import { TRAITS } from '../domain/assessment/hexaco';

/**
 * 'Sharpen your profile' (issue 33): statements after the assessment, for those who want better matches.
 *   GET  /api/profile/follow-up          → followUpSchema (404 without a completed assessment)
 *   POST /api/profile/follow-up/answers  { item_id, answer: 1..5 } → followUpSchema, the profile rescored
 *        (409 when that statement is not the one being asked, or the follow-up is over)
 *   POST /api/profile/follow-up/stop     → followUpSchema (status 'done', stop 'stopped')
 */
const followUpTraitSchema = z.object({
  trait: z.enum(TRAITS),
  label: z.string(),
  evidence: z.number(),
  certainty: z.enum(CERTAINTY_LEVELS),
});

const followUpItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The five labelled choices, from 'Not me at all' (1) to 'Very much me' (5). */
  choices: z.array(z.string()).length(5),
  /** 1 for the first statement of this follow-up. */
  position: z.number().int(),
});

export const followUpSchema = z.object({
  status: z.enum(['offered', 'in_progress', 'done']),
  answered: z.number().int(),
  /** At most this many statements. */
  limit: z.number().int(),
  /** The evidence every trait must reach for the follow-up to stop by itself. */
  target: z.number(),
  traits: z.array(followUpTraitSchema),
  /** The traits Maya is least sure of, least sure first. */
  least_sure: z.array(z.enum(TRAITS)),
  next: followUpItemSchema.nullable(),
  stop: z.enum(['target', 'limit', 'bank', 'stopped']).nullable(),
});

export const followUpAnswerSchema = z.object({ item_id: z.string().min(1).max(100), answer: z.number().int().min(1).max(5) });
