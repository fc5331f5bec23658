import { z } from 'zod';

/** GET /api/shared-plans/:token (issue 42 item 4): what a friend sees of a shared date plan, and nothing more. */
export const sharedPlanSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The sharer's zone (IANA), so the friend reads the time as the sharer lives it. */
  timeZone: z.string(),
  /** The kind of place ("a café"), never a venue. */
  place: z.string(),
  /** The match's first name only. */
  firstName: z.string(),
});
export type SharedPlan = z.infer<typeof sharedPlanSchema>;

export const sharedPlanParamsSchema = z.object({ token: z.string().min(16).max(64) });

export const SHARED_PLAN_MESSAGES = {
  notFound: "This link doesn't lead to a plan.",
  expired: 'This plan has ended, so the link no longer shows it.',
} as const;
