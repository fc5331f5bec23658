import type { FlowFacts, FlowProfileFacts } from './flow-steps';

/** Builders shared by the flow-steps tests. */

export const profile = (over: Partial<FlowProfileFacts> = {}): FlowProfileFacts => ({
  onboardingCompleted: false,
  inviteStatus: 'not_invited',
  tinderConnected: false,
  hingeConnected: false,
  flowMarks: [],
  ...over,
});

export const facts = (p: Partial<FlowProfileFacts> | null = {}, over: Partial<Omit<FlowFacts, 'profile'>> = {}): FlowFacts => ({
  profile: p === null ? null : profile(p),
  hasPersonalityProfile: false,
  automationSessionCount: 0,
  ...over,
});

/** Someone who finished the assessment and has a personality profile. */
export const revealed = (p: Partial<FlowProfileFacts> = {}, over: Partial<Omit<FlowFacts, 'profile'>> = {}) =>
  facts({ onboardingCompleted: true, ...p }, { hasPersonalityProfile: true, ...over });
