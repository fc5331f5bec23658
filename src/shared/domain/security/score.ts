import { APPROVED_INVITE_STATUS, type FlowFacts } from '../flow/flow-steps';

/**
 * Spec §9 "Performance and health": the security score starts at 100 and loses 20 (onboarding
 * incomplete), 30 (no personality profile after onboarding) or 40 (approved without a profile);
 * below 70 is critical, below 85 a warning. The dashboard colours it green at 90 or more, yellow
 * at 70 or more, otherwise red.
 */
export type SecurityPenalty = { reason: 'onboarding_incomplete' | 'no_personality_profile' | 'approved_without_profile'; points: number };
export type HealthLevel = 'healthy' | 'warning' | 'critical';
export type ScoreColour = 'green' | 'yellow' | 'red';

export function securityPenalties(facts: FlowFacts): SecurityPenalty[] {
  const profile = facts.profile;
  const penalties: SecurityPenalty[] = [];
  if (!profile?.onboardingCompleted) penalties.push({ reason: 'onboarding_incomplete', points: 20 });
  if (profile?.onboardingCompleted && !facts.hasPersonalityProfile) penalties.push({ reason: 'no_personality_profile', points: 30 });
  if (profile?.inviteStatus === APPROVED_INVITE_STATUS && !facts.hasPersonalityProfile)
    penalties.push({ reason: 'approved_without_profile', points: 40 });
  return penalties;
}

export const securityScore = (penalties: readonly SecurityPenalty[]) => Math.max(0, 100 - penalties.reduce((sum, p) => sum + p.points, 0));

export function scoreLevel(score: number): HealthLevel {
  if (score < 70) return 'critical';
  return score < 85 ? 'warning' : 'healthy';
}

export function scoreColour(score: number): ScoreColour {
  if (score >= 90) return 'green';
  return score >= 70 ? 'yellow' : 'red';
}
