import { scoreColour, scoreLevel, securityPenalties, securityScore as scoreOf } from '@shared/domain/security/score';

/**
 * Spec §4.6 "Health statuses" and §9 "Performance and health": the system health panel's checks and
 * the security dashboard's score, from facts the client already has. Pure: no I/O, no clock. The
 * §9 security score and its colours are security-score.ts's (the /dashboard page uses them too).
 */

export type FlowStatus = 'valid' | 'issues' | 'error';
export type SecurityStatus = 'secure' | 'vulnerable';
export type PerformanceStatus = 'good' | 'degraded' | 'poor';
export type OverallStatus = 'healthy' | 'warning' | 'critical';
export type RiskLevel = 'critical' | 'high' | 'medium' | 'low';

/** The person's journey facts (GET /api/flow's flags); null when no one is signed in, 'unavailable' when they could not be read. */
export type FlowFacts =
  | {
      onboardingComplete: boolean;
      hasPersonalityProfile: boolean;
      inviteStatus: string | null;
    }
  | null
  | 'unavailable';

export type Finding = { severity: 'error' | 'warning'; message: string };

const SECURITY_WARNING_BELOW = 85;
/** §9: load time over 2000 ms is poor, over 1000 ms degraded. */
export const LOAD_POOR_OVER_MS = 2000;
export const LOAD_DEGRADED_OVER_MS = 1000;
/** §9: the health check runs every 30 s. */
export const HEALTH_CHECK_INTERVAL_MS = 30_000;

/** §5 "Flow validation". No one signed in: there is no profile to check, which is reported, not hidden. */
export function flowFindings(facts: FlowFacts): Finding[] {
  if (!facts) return [{ severity: 'warning', message: 'No one is signed in: the journey cannot be checked.' }];
  if (facts === 'unavailable') return [{ severity: 'error', message: 'The journey could not be read from the server.' }];
  const findings: Finding[] = [];
  if (facts.onboardingComplete && !facts.hasPersonalityProfile)
    findings.push({ severity: 'error', message: 'Onboarding is complete but there is no personality profile.' });
  if (!facts.onboardingComplete) findings.push({ severity: 'warning', message: 'Onboarding is not complete.' });
  if (facts.inviteStatus === 'approved' && !facts.hasPersonalityProfile)
    findings.push({ severity: 'warning', message: 'Approved without a personality profile.' });
  return findings;
}

export function flowStatus(findings: readonly Finding[]): FlowStatus {
  if (findings.some((f) => f.severity === 'error')) return 'error';
  return findings.length > 0 ? 'issues' : 'valid';
}

/** §9: 100, less 20 (onboarding incomplete), 30 (no profile after onboarding), 40 (approved without a profile). */
export function securityScore(facts: FlowFacts): number {
  if (!facts || facts === 'unavailable') return 100;
  // The flow API's flags, in the shape security-score.ts reads (a profile exists for a signed-in person).
  const profile = {
    onboardingCompleted: facts.onboardingComplete,
    inviteStatus: facts.inviteStatus ?? '',
    tinderConnected: false,
    hingeConnected: false,
    flowMarks: [],
  };
  return scoreOf(securityPenalties({ profile, hasPersonalityProfile: facts.hasPersonalityProfile, automationSessionCount: 0 }));
}

/** §9: below 70 critical, below 85 warning. */
export const securityLevel = (score: number): OverallStatus => scoreLevel(score);

export const securityStatus = (score: number): SecurityStatus => (score < SECURITY_WARNING_BELOW ? 'vulnerable' : 'secure');

/** §9: load time over 2000 ms poor, over 1000 ms degraded. An unknown load time is not held against the app. */
export function performanceStatus(loadMs: number | null): PerformanceStatus {
  if (loadMs === null || !Number.isFinite(loadMs)) return 'good';
  if (loadMs > LOAD_POOR_OVER_MS) return 'poor';
  return loadMs > LOAD_DEGRADED_OVER_MS ? 'degraded' : 'good';
}

export type SystemHealth = {
  overall: OverallStatus;
  flow: FlowStatus;
  flowFindings: Finding[];
  security: SecurityStatus;
  securityScore: number;
  performance: PerformanceStatus;
  loadMs: number | null;
};

/** §4.6: overall is the worst of the three. */
export function systemHealth(facts: FlowFacts, loadMs: number | null): SystemHealth {
  const findings = flowFindings(facts);
  const flow = flowStatus(findings);
  const score = securityScore(facts);
  const performance = performanceStatus(loadMs);
  const level = securityLevel(score);
  const overall: OverallStatus =
    flow === 'error' || level === 'critical' || performance === 'poor'
      ? 'critical'
      : flow === 'issues' || level === 'warning' || performance === 'degraded'
        ? 'warning'
        : 'healthy';
  return { overall, flow, flowFindings: findings, security: securityStatus(score), securityScore: score, performance, loadMs };
}

/**
 * §9 "Health check penalties of 15, 10, 5 and 5 points appear in the security dashboard": each
 * failed check of the health panel, plus the security header check (§7.3), costs the dashboard's
 * score these points and is listed as an issue with its risk level.
 */
export const DASHBOARD_PENALTIES = { flow: 15, security: 10, performance: 5, headers: 5 } as const;

export type DashboardIssue = { id: keyof typeof DASHBOARD_PENALTIES; title: string; detail: string; risk: RiskLevel; penalty: number };

export function dashboardIssues(health: SystemHealth, missingHeaders: readonly string[]): DashboardIssue[] {
  const issues: DashboardIssue[] = [];
  if (health.flow !== 'valid') {
    issues.push({
      id: 'flow',
      title: health.flow === 'error' ? 'Journey state is inconsistent' : 'Journey state has open issues',
      detail: health.flowFindings.map((f) => f.message).join(' '),
      risk: health.flow === 'error' ? 'high' : 'medium',
      penalty: DASHBOARD_PENALTIES.flow,
    });
  }
  if (health.security === 'vulnerable') {
    issues.push({
      id: 'security',
      title: 'Account security checks failed',
      detail: `Security score ${health.securityScore} of 100.`,
      risk: securityLevel(health.securityScore) === 'critical' ? 'critical' : 'high',
      penalty: DASHBOARD_PENALTIES.security,
    });
  }
  if (health.performance !== 'good') {
    issues.push({
      id: 'performance',
      title: health.performance === 'poor' ? 'Page load is poor' : 'Page load is degraded',
      detail: `Loaded in ${Math.round(health.loadMs ?? 0)} ms.`,
      risk: health.performance === 'poor' ? 'medium' : 'low',
      penalty: DASHBOARD_PENALTIES.performance,
    });
  }
  if (missingHeaders.length > 0) {
    issues.push({
      id: 'headers',
      title: 'Missing security headers',
      detail: `This origin does not send: ${missingHeaders.join(', ')}.`,
      risk: 'medium',
      penalty: DASHBOARD_PENALTIES.headers,
    });
  }
  return issues;
}

export const dashboardScore = (issues: readonly DashboardIssue[]): number =>
  Math.max(0, 100 - issues.reduce((sum, issue) => sum + issue.penalty, 0));

/** §9: green at 90 or more, yellow at 70 or more, otherwise red. */
export { scoreColour };
