import { describe, expect, it } from 'vitest';
import {
  dashboardIssues,
  dashboardScore,
  flowFindings,
  flowStatus,
  performanceStatus,
  scoreColour,
  securityLevel,
  securityScore,
  systemHealth,
} from './system-health';

const facts = (onboardingComplete: boolean, hasPersonalityProfile: boolean, inviteStatus: string | null = 'not_invited') => ({
  onboardingComplete,
  hasPersonalityProfile,
  inviteStatus,
});

describe('system health (§4.6, §9)', () => {
  it('security score: 100 less 20, 30 and 40 for the three gaps', () => {
    expect(securityScore(facts(true, true))).toBe(100);
    expect(securityScore(facts(false, false))).toBe(80);
    expect(securityScore(facts(true, false))).toBe(70);
    expect(securityScore(facts(true, false, 'approved'))).toBe(30);
    expect(securityScore(facts(false, false, 'approved'))).toBe(40);
    expect(securityScore(null)).toBe(100);
  });

  it('security level: below 70 critical, below 85 warning', () => {
    expect([securityLevel(69), securityLevel(70), securityLevel(84), securityLevel(85)]).toEqual([
      'critical',
      'warning',
      'warning',
      'healthy',
    ]);
  });

  it('flow validation of §5: error, warnings, valid, and no one signed in', () => {
    expect(flowStatus(flowFindings(facts(true, true, 'approved')))).toBe('valid');
    expect(flowStatus(flowFindings(facts(false, false)))).toBe('issues');
    expect(flowStatus(flowFindings(facts(true, false)))).toBe('error');
    expect(flowFindings(facts(false, false, 'approved')).map((f) => f.message)).toEqual([
      'Onboarding is not complete.',
      'Approved without a personality profile.',
    ]);
    expect(flowStatus(flowFindings(null))).toBe('issues');
    expect(flowStatus(flowFindings('unavailable'))).toBe('error');
  });

  it('performance: over 1000 ms degraded, over 2000 ms poor', () => {
    expect([
      performanceStatus(1000),
      performanceStatus(1001),
      performanceStatus(2000),
      performanceStatus(2001),
      performanceStatus(null),
    ]).toEqual(['good', 'degraded', 'degraded', 'poor', 'good']);
  });

  it('overall is the worst of flow, security and performance', () => {
    expect(systemHealth(facts(true, true), 400).overall).toBe('healthy');
    expect(systemHealth(facts(true, true), 1500).overall).toBe('warning');
    expect(systemHealth(facts(false, false), 400)).toMatchObject({
      overall: 'warning',
      flow: 'issues',
      security: 'vulnerable',
      securityScore: 80,
    });
    expect(systemHealth(facts(true, false), 400)).toMatchObject({ overall: 'critical', flow: 'error', securityScore: 70 });
    expect(systemHealth(facts(true, true), 2500)).toMatchObject({ overall: 'critical', performance: 'poor' });
  });

  it('dashboard: penalties 15, 10, 5 and 5, each an issue with a risk level', () => {
    const healthy = systemHealth(facts(true, true), 300);
    expect(dashboardIssues(healthy, [])).toEqual([]);
    expect(dashboardScore(dashboardIssues(healthy, []))).toBe(100);

    const worst = systemHealth(facts(true, false, 'approved'), 2500);
    const issues = dashboardIssues(worst, ['x-frame-options']);
    expect(issues.map((i) => [i.id, i.penalty, i.risk])).toEqual([
      ['flow', 15, 'high'],
      ['security', 10, 'critical'],
      ['performance', 5, 'medium'],
      ['headers', 5, 'medium'],
    ]);
    expect(issues[3]!.detail).toContain('x-frame-options');
    expect(dashboardScore(issues)).toBe(65);
  });

  it('score colours: green at 90 or more, yellow at 70 or more, otherwise red', () => {
    expect([scoreColour(100), scoreColour(90), scoreColour(89), scoreColour(70), scoreColour(69)]).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });
});
