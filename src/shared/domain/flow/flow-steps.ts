/**
 * The flow engine (spec §2.2, §4.1, §4.6, §5 "Flow validation").
 *
 * Pure: the server derives `FlowFacts` from the database and calls `flowState` / `gateRedirect`;
 * the client renders what comes back. Nothing here knows about sessions: every function assumes a
 * signed-in person (the "no user → /auth" part of the gate is the caller's), except
 * `signedOutFlowState`, which is what signing out resets to.
 */

export const FLOW_STEPS = ['landing', 'auth', 'onboarding', 'connections', 'reveal', 'simulation', 'handoff'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

export const STEP_PATHS: Record<FlowStep, string> = {
  landing: '/',
  auth: '/auth',
  onboarding: '/onboarding',
  connections: '/connections',
  reveal: '/reveal',
  simulation: '/simulation',
  handoff: '/handoff',
};

/** §4.1: the steps that must be complete before a step is accessible (direct prerequisites only). */
export const PREREQUISITES: Record<FlowStep, readonly FlowStep[]> = {
  landing: [],
  auth: ['landing'],
  onboarding: ['auth'],
  reveal: ['onboarding'],
  connections: ['reveal'],
  simulation: ['reveal'],
  handoff: ['simulation'],
};

/** §2.1: the routes behind the step gate of §2.2. /simulation has no step gate (only a sign-in check). */
export const GATED_STEPS = ['onboarding', 'connections', 'reveal', 'handoff'] as const;
export type GatedStep = (typeof GATED_STEPS)[number];

/** §3 profiles: invite_status 'approved' means invited; any other value means not invited. */
export const APPROVED_INVITE_STATUS = 'approved';

export type FlowProfileFacts = {
  onboardingCompleted: boolean;
  inviteStatus: string;
  tinderConnected: boolean;
  hingeConnected: boolean;
  /** Steps marked complete by the continue actions of reveal, connections and simulation (§4.1). */
  flowMarks: string[];
};

export type FlowFacts = {
  /** null when the profile is missing or failed to load (§4.1 rule 1). */
  profile: FlowProfileFacts | null;
  hasPersonalityProfile: boolean;
  automationSessionCount: number;
};

export type FlowFlags = {
  authenticated: boolean;
  onboardingComplete: boolean;
  hasPersonalityProfile: boolean;
  /** null when there is no profile. */
  inviteStatus: string | null;
  platformConnections: { tinder: boolean; hinge: boolean };
  hasAutomation: boolean;
};

/** §4.6 "User flow state from the profile": the one object the flow API returns. */
export type FlowState = {
  completed: FlowStep[];
  current: FlowStep;
  accessible: Record<FlowStep, boolean>;
  flags: FlowFlags;
};

export const isFlowStep = (value: unknown): value is FlowStep =>
  typeof value === 'string' && (FLOW_STEPS as readonly string[]).includes(value);

export const isGatedStep = (value: unknown): value is GatedStep =>
  typeof value === 'string' && (GATED_STEPS as readonly string[]).includes(value);

/** The steps in the set, in flow order and without duplicates. */
const inFlowOrder = (steps: Iterable<FlowStep>): FlowStep[] => {
  const set = new Set(steps);
  return FLOW_STEPS.filter((s) => set.has(s));
};

/**
 * §4.1 "Completed steps are derived on load from the profile", plus the steps the person's continue
 * actions marked (profile.flowMarks; unknown names are ignored). With no profile only landing and
 * auth are complete (rule 1), whatever else the facts say.
 */
export function completedSteps(facts: FlowFacts): FlowStep[] {
  const done: FlowStep[] = ['landing', 'auth'];
  const { profile } = facts;
  if (!profile) return done;
  if (profile.onboardingCompleted) done.push('onboarding');
  if (profile.tinderConnected || profile.hingeConnected) done.push('connections');
  if (facts.hasPersonalityProfile) done.push('reveal');
  if (facts.automationSessionCount >= 1) done.push('handoff');
  done.push(...profile.flowMarks.filter(isFlowStep));
  return inFlowOrder(done);
}

/** §4.1 rules 1-6, in order. */
export function currentStep(facts: FlowFacts): FlowStep {
  const { profile } = facts;
  if (!profile) return 'onboarding'; // 1
  if (!profile.onboardingCompleted) return 'onboarding'; // 2
  if (!facts.hasPersonalityProfile) return 'reveal'; // 3
  if (profile.inviteStatus !== APPROVED_INVITE_STATUS) return 'reveal'; // 4
  if (!profile.tinderConnected && !profile.hingeConnected) return 'connections'; // 5
  return 'simulation'; // 6
}

/** The prerequisites of `step` that are not complete, in flow order (for the §4.1 warning). */
export function missingPrerequisites(step: FlowStep, completed: readonly FlowStep[]): FlowStep[] {
  return PREREQUISITES[step].filter((p) => !completed.includes(p));
}

/** §4.1 "Access is checked per step": a step is accessible when its prerequisites are complete. */
export function isStepAccessible(step: FlowStep, completed: readonly FlowStep[]): boolean {
  return missingPrerequisites(step, completed).length === 0;
}

/**
 * §2.2 step gate for a signed-in person: the path to redirect to, or null to show the page.
 *
 * Interpretations (the spec's rule read literally could loop or lock people out):
 * - Only the gated routes (onboarding, connections, reveal, handoff) are gated; any other step → null.
 * - onboarding needs only auth, which is always complete, so /onboarding is always open to a
 *   signed-in person (the "retake assessment" buttons rely on this).
 * - handoff needs simulation, which only a continue action marks. Inaccessible with onboarding and
 *   reveal both done, the rule says "redirect to /handoff", i.e. to the page itself; we read that as
 *   "let them in" (null), never as a redirect loop. This is also what makes reveal's
 *   'Continue Your Journey' → /handoff (§2.8) work for someone who skipped the simulation.
 * - connections: invite_status not 'approved' (or no profile) → /waitlist, whether or not its
 *   prerequisites are met; approved → the generic rule.
 */
export function gateRedirect(step: FlowStep, facts: FlowFacts): string | null {
  if (!isGatedStep(step)) return null;
  // Connections (people & invites) is for invited people only, even once its prerequisites are met:
  // §2.8's 'Continue →' and issue 6 send everyone else to the waitlist until an admin approves them.
  if (step === 'connections' && facts.profile?.inviteStatus !== APPROVED_INVITE_STATUS) return '/waitlist';
  const completed = completedSteps(facts);
  if (isStepAccessible(step, completed)) return null;
  const target = !completed.includes('onboarding')
    ? STEP_PATHS.onboarding
    : completed.includes('reveal')
      ? STEP_PATHS.handoff
      : STEP_PATHS.reveal;
  return target === STEP_PATHS[step] ? null : target;
}

const accessibility = (completed: readonly FlowStep[]): Record<FlowStep, boolean> =>
  Object.fromEntries(FLOW_STEPS.map((s) => [s, isStepAccessible(s, completed)])) as Record<FlowStep, boolean>;

/** §4.6: the flow state of a signed-in person. */
export function flowState(facts: FlowFacts): FlowState {
  const completed = completedSteps(facts);
  const { profile } = facts;
  return {
    completed,
    current: currentStep(facts),
    accessible: accessibility(completed),
    flags: {
      authenticated: true,
      onboardingComplete: profile?.onboardingCompleted ?? false,
      hasPersonalityProfile: facts.hasPersonalityProfile,
      inviteStatus: profile?.inviteStatus ?? null,
      platformConnections: { tinder: profile?.tinderConnected ?? false, hinge: profile?.hingeConnected ?? false },
      hasAutomation: facts.automationSessionCount >= 1,
    },
  };
}
