import { z } from 'zod';
import { AGAIN_ANSWERS, RATING_MAX, RATING_MIN } from '../domain/outcomes/outcome-kinds';

/**
 * The morning-after check-ins of a person's dates (issue 41 item 1, ADR 051), on /done as in the chat:
 *   GET  /api/check-ins               → checkInListSchema (the person's own, newest date first)
 *   POST /api/check-ins/:id/answers   { met?, rating?, again? } → checkInSchema (each answer saved once)
 * NOTE: only the person's own answers: the other member's are never in these answers.
 */
export const CHECK_IN_STATUSES = ['pending', 'answered', 'expired'] as const;
export const CHECK_IN_QUESTIONS = ['met', 'rating', 'again'] as const;

const rating = z.number().int().min(RATING_MIN).max(RATING_MAX);

export const checkInSchema = z.object({
  id: z.uuid(),
  /** The other's first name, as their introduction shows it. */
  firstName: z.string(),
  /** When the date began (ISO, UTC). */
  dateStart: z.string(),
  /** pending: a question is open; answered: nothing left to ask; expired: no longer asked (two weeks on). */
  status: z.enum(CHECK_IN_STATUSES),
  /** The question to ask now, or null. */
  next: z.enum(CHECK_IN_QUESTIONS).nullable(),
  answers: z.object({ met: z.boolean().nullable(), rating: rating.nullable(), again: z.enum(AGAIN_ANSWERS).nullable() }),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkInListSchema = z.object({ checkIns: z.array(checkInSchema) });
export type CheckInList = z.infer<typeof checkInListSchema>;

export const checkInParamsSchema = z.object({ id: z.uuid() });

export const checkInAnswerRequestSchema = z
  .object({ met: z.boolean().optional(), rating: rating.optional(), again: z.enum(AGAIN_ANSWERS).optional() })
  .refine((a) => a.met !== undefined || a.rating !== undefined || a.again !== undefined, { message: 'Give at least one answer.' });
export type CheckInAnswerRequest = z.infer<typeof checkInAnswerRequestSchema>;

export const CHECK_IN_MESSAGES = {
  notFound: 'This check-in is not available.',
  expired: 'This check-in has closed.',
} as const;
