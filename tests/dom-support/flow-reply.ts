import type { z } from 'zod';
import type { flowResponseSchema } from '@shared/schemas/flow';

type FlowResponse = z.infer<typeof flowResponseSchema>;

/** The flow of a person whose results are in: invited (connections open) or waiting (sent to /waitlist). */
export function resultsInFlow({ invited }: { invited: boolean }): FlowResponse {
  return {
    completed: ['landing', 'auth', 'onboarding', 'reveal'],
    current: invited ? 'connections' : 'reveal',
    current_path: invited ? '/connections' : '/reveal',
    accessible: { landing: true, auth: true, onboarding: true, connections: true, reveal: true, simulation: true, handoff: false },
    gates: { onboarding: null, connections: invited ? null : '/waitlist', reveal: null, handoff: null },
    flags: {
      authenticated: true,
      onboardingComplete: true,
      hasPersonalityProfile: true,
      inviteStatus: invited ? 'approved' : 'pending',
      platformConnections: { tinder: false, hinge: false },
      hasAutomation: false,
    },
  };
}
