import { z } from 'zod';
import { FLOW_STEPS, GATED_STEPS } from '../domain/flow/flow-steps';

const step = z.enum(FLOW_STEPS);

export const flowResponseSchema = z.object({
  completed: z.array(step),
  current: step,
  current_path: z.string(),
  accessible: z.record(step, z.boolean()),
  /** Where each gated page sends this person instead, or null when they may see it (§2.2). */
  gates: z.record(z.enum(GATED_STEPS), z.string().nullable()),
  flags: z.object({
    authenticated: z.boolean(),
    onboardingComplete: z.boolean(),
    hasPersonalityProfile: z.boolean(),
    inviteStatus: z.string().nullable(),
    platformConnections: z.object({ tinder: z.boolean(), hinge: z.boolean() }),
    hasAutomation: z.boolean(),
  }),
});

/** Steps whose continue action marks them complete (§4.1). */
export const MARKABLE_STEPS = ['reveal', 'connections', 'simulation'] as const;
export const markStepRequestSchema = z.object({ step: z.enum(MARKABLE_STEPS) });
