import { describe, expect, it } from 'vitest';
import { flowState, gateRedirect } from './flow-steps';
import { facts, revealed } from './test-fixtures';

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
    const state = flowState(
      revealed({ inviteStatus: 'approved', hingeConnected: true, flowMarks: ['simulation'] }, { automationSessionCount: 3 }),
    );
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
