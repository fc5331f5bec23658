import type { z } from 'zod';
import type { followUpAnswerSchema, followUpSchema } from '@shared/schemas/follow-up';

/** The follow-up as the API answers it (the shared schema is the contract). */
export type FollowUp = z.infer<typeof followUpSchema>;
export type FollowUpTrait = FollowUp['traits'][number];
export type FollowUpItem = NonNullable<FollowUp['next']>;
export type FollowUpStopReason = NonNullable<FollowUp['stop']>;
export type FollowUpAnswer = z.input<typeof followUpAnswerSchema>;
