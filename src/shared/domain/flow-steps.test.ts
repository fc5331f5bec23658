import { describe, expect, it } from 'vitest';
import {
  FLOW_STEPS,
  GATED_STEPS,
  PREREQUISITES,
  STEP_PATHS,
  completedSteps,
  currentStep,
  flowState,
  gateRedirect,
  isFlowStep,
  isGatedStep,
  isStepAccessible,
  missingPrerequisites,
  type FlowFacts,
  type FlowProfileFacts,
  type FlowStep,
} from './flow-steps';

const profile = (over: Partial<FlowProfileFacts> = {}): FlowProfileFacts => ({
  onboardingCompleted: false,
  inviteStatus: 'not_invited',
  tinderConnected: false,
  hingeConnected: false,
  flowMarks: [],
  ...over,
});

const facts = (p: Partial<FlowProfileFacts> | null = {}, over: Partial<Omit<FlowFacts, 'profile'>> = {}): FlowFacts => ({
  profile: p === null ? null : profile(p),
  hasPersonalityProfile: false,
  automationSessionCount: 0,
  ...over,
});

/** Someone who finished the assessment and has a personality profile. */
const revealed = (p: Partial<FlowProfileFacts> = {}, over: Partial<Omit<FlowFacts, 'profile'>> = {}) =>
  facts({ onboardingCompleted: true, ...p }, { hasPersonalityProfile: true, ...over });

describe('constants', () => {
  it('lists the seven steps in order with their paths', () => {
    expect(FLOW_STEPS).toEqual(['landing', 'auth', 'onboarding', 'connections', 'reveal', 'simulation', 'handoff']);
    expect(STEP_PATHS).toEqual({
      landing: '/', auth: '/auth', onboarding: '/onboarding', connections: '/connections',
      reveal: '/reveal', simulation: '/simulation', handoff: '/handoff',
    });
  });

  it('has the prerequisites of §4.1', () => {
    expect(PREREQUISITES).toEqual({
      landing: [], auth: ['landing'], onboarding: ['auth'], reveal: ['onboarding'],
      connections: ['reveal'], simulation: ['reveal'], handoff: ['simulation'],
    });
  });

  it('gates exactly onboarding, connections, reveal and handoff', () => {
    expect(GATED_STEPS).toEqual(['onboarding', 'connections', 'reveal', 'handoff']);
    expect(isGatedStep('simulation')).toBe(false);
    expect(isGatedStep('handoff')).toBe(true);
    expect(isFlowStep('handoff')).toBe(true);
    expect(isFlowStep('waitlist')).toBe(false);
    expect(isFlowStep(3)).toBe(false);
  });
});

describe('completedSteps', () => {
  it('always has landing and auth', () => {
    expect(completedSteps(facts())).toEqual(['landing', 'auth']);
  });

  it('has only landing and auth when the profile is missing, whatever else is known', () => {
    expect(completedSteps(facts(null, { hasPersonalityProfile: true, automationSessionCount: 4 }))).toEqual(['landing', 'auth']);
  });

  it('adds onboarding when onboarding_completed', () => {
    expect(completedSteps(facts({ onboardingCompleted: true }))).toEqual(['landing', 'auth', 'onboarding']);
  });

  it('adds connections when tinder is connected', () => {
    expect(completedSteps(facts({ tinderConnected: true }))).toEqual(['landing', 'auth', 'connections']);
  });

  it('adds connections when hinge is connected', () => {
    expect(completedSteps(facts({ hingeConnected: true }))).toEqual(['landing', 'auth', 'connections']);
  });

  it('adds reveal when a personality profile exists', () => {
    expect(completedSteps(facts({}, { hasPersonalityProfile: true }))).toEqual(['landing', 'auth', 'reveal']);
  });

  it('adds handoff when at least one automation session exists', () => {
    expect(completedSteps(facts({}, { automationSessionCount: 1 }))).toEqual(['landing', 'auth', 'handoff']);
    expect(completedSteps(facts({}, { automationSessionCount: 0 }))).not.toContain('handoff');
  });

  it('adds the steps marked by continue actions, ignoring unknown names', () => {
    expect(completedSteps(facts({ flowMarks: ['simulation', 'bogus', 'reveal', 'connections', 'toString'] })))
      .toEqual(['landing', 'auth', 'connections', 'reveal', 'simulation']);
  });

  it('returns flow order without duplicates', () => {
    const all = completedSteps(revealed({ tinderConnected: true, hingeConnected: true, flowMarks: ['reveal', 'handoff', 'auth'] }, { automationSessionCount: 2 }));
    expect(all).toEqual(['landing', 'auth', 'onboarding', 'connections', 'reveal', 'handoff']);
  });
});

describe('currentStep (§4.1 rules in order)', () => {
  it('rule 1: no profile → onboarding', () => {
    expect(currentStep(facts(null, { hasPersonalityProfile: true }))).toBe('onboarding');
  });

  it('rule 2: onboarding not complete → onboarding (even approved and connected)', () => {
    expect(currentStep(facts({ inviteStatus: 'approved', tinderConnected: true }, { hasPersonalityProfile: true }))).toBe('onboarding');
  });

  it('rule 3: onboarding complete but no personality profile → reveal', () => {
    expect(currentStep(facts({ onboardingCompleted: true, inviteStatus: 'approved', hingeConnected: true }))).toBe('reveal');
  });

  it('rule 4: not approved → reveal', () => {
    expect(currentStep(revealed({ inviteStatus: 'not_invited', tinderConnected: true }))).toBe('reveal');
    expect(currentStep(revealed({ inviteStatus: 'pending' }))).toBe('reveal');
    expect(currentStep(revealed({ inviteStatus: 'Approved' }))).toBe('reveal');
  });

  it('rule 5: approved and neither dating app connected → connections', () => {
    expect(currentStep(revealed({ inviteStatus: 'approved' }))).toBe('connections');
  });

  it('rule 6: otherwise → simulation', () => {
    expect(currentStep(revealed({ inviteStatus: 'approved', tinderConnected: true }))).toBe('simulation');
    expect(currentStep(revealed({ inviteStatus: 'approved', hingeConnected: true }))).toBe('simulation');
  });
});

describe('prerequisites and accessibility', () => {
  const cases: [FlowStep, FlowStep][] = [
    ['auth', 'landing'],
    ['onboarding', 'auth'],
    ['reveal', 'onboarding'],
    ['connections', 'reveal'],
    ['simulation', 'reveal'],
    ['handoff', 'simulation'],
  ];

  it('landing needs nothing', () => {
    expect(missingPrerequisites('landing', [])).toEqual([]);
    expect(isStepAccessible('landing', [])).toBe(true);
  });

  it.each(cases)('%s needs %s', (step, prerequisite) => {
    const everythingElse = FLOW_STEPS.filter((s) => s !== prerequisite);
    expect(missingPrerequisites(step, everythingElse)).toEqual([prerequisite]);
    expect(isStepAccessible(step, everythingElse)).toBe(false);
    expect(isStepAccessible(step, [prerequisite])).toBe(true);
  });
});

describe('gateRedirect (§2.2)', () => {
  it('lets a signed-in person without a profile open /onboarding (retake is always possible)', () => {
    expect(gateRedirect('onboarding', facts(null))).toBeNull();
    expect(gateRedirect('onboarding', revealed({ inviteStatus: 'approved', tinderConnected: true }))).toBeNull();
  });

  it('does not gate steps outside the gated routes', () => {
    expect(gateRedirect('simulation', facts(null))).toBeNull();
    expect(gateRedirect('landing', facts(null))).toBeNull();
    expect(gateRedirect('auth', facts(null))).toBeNull();
  });

  it('reveal: accessible once onboarding is complete', () => {
    expect(gateRedirect('reveal', facts({ onboardingCompleted: true }))).toBeNull();
  });

  it('reveal: onboarding not done → /onboarding', () => {
    expect(gateRedirect('reveal', facts({}))).toBe('/onboarding');
    expect(gateRedirect('reveal', facts(null))).toBe('/onboarding');
  });

  it('connections: accessible to an approved person once reveal is complete', () => {
    expect(gateRedirect('connections', revealed({ inviteStatus: 'approved' }))).toBeNull();
    expect(gateRedirect('connections', facts({ inviteStatus: 'approved', flowMarks: ['reveal'] }))).toBeNull();
  });

  it('connections: a not-invited person goes to /waitlist even after the reveal', () => {
    expect(gateRedirect('connections', revealed())).toBe('/waitlist');
  });

  it('connections: not accessible and not approved → /waitlist', () => {
    expect(gateRedirect('connections', facts({ onboardingCompleted: true, inviteStatus: 'not_invited' }))).toBe('/waitlist');
    expect(gateRedirect('connections', facts({ inviteStatus: 'pending' }))).toBe('/waitlist');
  });

  it('connections: not accessible and no profile → /waitlist', () => {
    expect(gateRedirect('connections', facts(null))).toBe('/waitlist');
  });

  it('connections: approved but onboarding not done → /onboarding', () => {
    expect(gateRedirect('connections', facts({ inviteStatus: 'approved' }))).toBe('/onboarding');
  });

  it('connections: approved, onboarding done, reveal not done → /reveal', () => {
    expect(gateRedirect('connections', facts({ inviteStatus: 'approved', onboardingCompleted: true }))).toBe('/reveal');
  });

  it('handoff: accessible once simulation is marked complete', () => {
    expect(gateRedirect('handoff', facts({ flowMarks: ['simulation'] }))).toBeNull();
  });

  it('handoff: onboarding not done → /onboarding', () => {
    expect(gateRedirect('handoff', facts({}, { hasPersonalityProfile: true }))).toBe('/onboarding');
    expect(gateRedirect('handoff', facts(null))).toBe('/onboarding');
  });

  it('handoff: onboarding done, reveal not done → /reveal', () => {
    expect(gateRedirect('handoff', facts({ onboardingCompleted: true }))).toBe('/reveal');
  });

  it('handoff: onboarding and reveal done → the rule says /handoff, i.e. stay (no redirect loop)', () => {
    expect(gateRedirect('handoff', revealed())).toBeNull();
    expect(gateRedirect('handoff', facts({ onboardingCompleted: true, flowMarks: ['reveal'] }))).toBeNull();
  });
});

describe('flowState', () => {
  it('returns completed, current, accessibility and flags for a fresh profile', () => {
    expect(flowState(facts())).toEqual({
      completed: ['landing', 'auth'],
      current: 'onboarding',
      accessible: { landing: true, auth: true, onboarding: true, connections: false, reveal: false, simulation: false, handoff: false },
      flags: {
        authenticated: true,
        onboardingComplete: false,
        hasPersonalityProfile: false,
        inviteStatus: 'not_invited',
        platformConnections: { tinder: false, hinge: false },
        hasAutomation: false,
      },
    });
  });

  it('reflects a person far along the journey', () => {
    const state = flowState(revealed({ inviteStatus: 'approved', hingeConnected: true, flowMarks: ['simulation'] }, { automationSessionCount: 3 }));
    expect(state.completed).toEqual(['landing', 'auth', 'onboarding', 'connections', 'reveal', 'simulation', 'handoff']);
    expect(state.current).toBe('simulation');
    expect(Object.values(state.accessible).every(Boolean)).toBe(true);
    expect(state.flags).toEqual({
      authenticated: true,
      onboardingComplete: true,
      hasPersonalityProfile: true,
      inviteStatus: 'approved',
      platformConnections: { tinder: false, hinge: true },
      hasAutomation: true,
    });
  });

  it('falls back to onboarding with a null invite status when the profile is missing', () => {
    const state = flowState(facts(null));
    expect(state.current).toBe('onboarding');
    expect(state.completed).toEqual(['landing', 'auth']);
    expect(state.flags.inviteStatus).toBeNull();
    expect(state.flags.authenticated).toBe(true);
  });

});
