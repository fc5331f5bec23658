import { describe, expect, it } from 'vitest';
import type { FlowFacts } from '../flow/flow-steps';
import { scoreColour, scoreLevel, securityPenalties, securityScore } from './score';

const facts = (onboardingCompleted: boolean, hasPersonalityProfile: boolean, inviteStatus = 'not_invited'): FlowFacts => ({
  profile: { onboardingCompleted, inviteStatus, tinderConnected: false, hingeConnected: false, flowMarks: [] },
  hasPersonalityProfile,
  automationSessionCount: 0,
});

describe('security score (§9)', () => {
  it('is 100 for a person who finished onboarding with a profile', () => {
    expect(securityScore(securityPenalties(facts(true, true, 'approved')))).toBe(100);
  });

  it('loses 20 for incomplete onboarding, 30 for no profile after it, 40 for approved without a profile', () => {
    expect(securityPenalties(facts(false, false))).toEqual([{ reason: 'onboarding_incomplete', points: 20 }]);
    expect(securityScore(securityPenalties(facts(true, false)))).toBe(70);
    expect(securityScore(securityPenalties(facts(true, false, 'approved')))).toBe(30);
    expect(securityScore(securityPenalties({ profile: null, hasPersonalityProfile: false, automationSessionCount: 0 }))).toBe(80);
  });

  it('is critical below 70 and a warning below 85; green at 90, yellow at 70, else red', () => {
    expect([69, 70, 84, 85].map(scoreLevel)).toEqual(['critical', 'warning', 'warning', 'healthy']);
    expect([90, 89, 70, 69].map(scoreColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
});
