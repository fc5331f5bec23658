import { describe, expect, it } from 'vitest';
import {
  FLOW_STEPS,
  GATED_STEPS,
  PREREQUISITES,
  STEP_PATHS,
  completedSteps,
  currentStep,
  isFlowStep,
  isGatedStep,
  isStepAccessible,
  missingPrerequisites,
  type FlowStep,
} from './flow-steps';
import { facts, revealed } from './test-fixtures';

describe('constants', () => {
  it('lists the seven steps in order with their paths', () => {
    expect(FLOW_STEPS).toEqual(['landing', 'auth', 'onboarding', 'connections', 'reveal', 'simulation', 'handoff']);
    expect(STEP_PATHS).toEqual({
      landing: '/',
      auth: '/auth',
      onboarding: '/onboarding',
      connections: '/connections',
      reveal: '/reveal',
      simulation: '/simulation',
      handoff: '/handoff',
    });
  });

  it('has the prerequisites of §4.1', () => {
    expect(PREREQUISITES).toEqual({
      landing: [],
      auth: ['landing'],
      onboarding: ['auth'],
      reveal: ['onboarding'],
      connections: ['reveal'],
      simulation: ['reveal'],
      handoff: ['simulation'],
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
    expect(completedSteps(facts({ flowMarks: ['simulation', 'bogus', 'reveal', 'connections', 'toString'] }))).toEqual([
      'landing',
      'auth',
      'connections',
      'reveal',
      'simulation',
    ]);
  });

  it('returns flow order without duplicates', () => {
    const all = completedSteps(
      revealed({ tinderConnected: true, hingeConnected: true, flowMarks: ['reveal', 'handoff', 'auth'] }, { automationSessionCount: 2 }),
    );
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
