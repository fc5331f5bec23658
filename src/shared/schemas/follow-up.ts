import { z } from 'zod';
import { CERTAINTY_LEVELS } from '../domain/assessment/follow-up/certainty';
import { FOLLOW_UP_STATUSES, FOLLOW_UP_STOPS } from '../domain/assessment/follow-up/follow-up-state';
import { TRAITS } from '../domain/assessment/hexaco';
import { safeText } from '../lib/bounded';

/**
 * "Sharpen your profile" (issue 33): the optional follow-up after the assessment, one statement at a time.
 *   GET  /api/profile/follow-up          → followUpSchema (404 no_assessment before a completed assessment)
 *   POST /api/profile/follow-up/answers  → followUpSchema (409 not the statement asked, or already done)
 *   POST /api/profile/follow-up/stop     → followUpSchema (status done, stop 'stopped')
 */

const traitSchema = z.enum(TRAITS);

export const followUpSchema = z.object({
  status: z.enum(FOLLOW_UP_STATUSES),
  /** Statements answered in this sitting. */
  answered: z.number().int().min(0),
  /** The most statements asked (12). */
  limit: z.number().int(),
  /** The evidence at which every trait counts as known (0.8). */
  target: z.number(),
  traits: z.array(
    z.object({
      trait: traitSchema,
      label: z.string(),
      /** 0..1: the share of the population's variance the answers removed (docs/assessment-scoring.md §4). */
      evidence: z.number(),
      certainty: z.enum(CERTAINTY_LEVELS),
    }),
  ),
  /** The two traits Maya is least sure of; empty once every trait has reached the target. */
  least_sure: z.array(traitSchema),
  next: z
    .object({
      id: z.string(),
      text: z.string(),
      /** The five labelled answers, 'Not me at all' … 'Very much me'; answer k is choices[k - 1]. */
      choices: z.array(z.string()).length(5),
      /** 1 for the first statement of the follow-up. */
      position: z.number().int().min(1),
    })
    .nullable(),
  /** Why it ended: every trait at the target, 12 answered, no statement left, or the person stopped. */
  stop: z.enum(FOLLOW_UP_STOPS).nullable(),
});

export const followUpAnswerSchema = z.object({
  item_id: safeText(64).min(1),
  /** 1 'Not me at all' … 5 'Very much me'. */
  answer: z.number().int().min(1).max(5),
});
