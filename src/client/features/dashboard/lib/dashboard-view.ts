import type { WebVitalName } from '@shared/domain/monitoring/web-vitals';

/** Words and numbers of the status page, kept out of the components so they can be tested. */

export type Tone = 'good' | 'warn' | 'bad' | 'quiet';

export const levelTone = (level: 'healthy' | 'warning' | 'critical'): Tone =>
  level === 'healthy' ? 'good' : level === 'warning' ? 'warn' : 'bad';
export const levelLabel = (level: 'healthy' | 'warning' | 'critical') =>
  ({ healthy: 'Healthy', warning: 'Warning', critical: 'Critical' })[level];

export const ratingTone = (rating: 'good' | 'needs-improvement' | 'poor' | null): Tone =>
  rating === null ? 'quiet' : rating === 'good' ? 'good' : rating === 'needs-improvement' ? 'warn' : 'bad';
export const ratingLabel = (rating: 'good' | 'needs-improvement' | 'poor' | null) =>
  rating === null ? 'No data yet' : { good: 'Good', 'needs-improvement': 'Needs work', poor: 'Poor' }[rating];

export const colourTone = (colour: 'green' | 'yellow' | 'red'): Tone => (({ green: 'good', yellow: 'warn', red: 'bad' }) as const)[colour];

/** A duration: '84 ms' under a second, '2.35 s' from one. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** A vital's p75 in its own unit: CLS is a unitless score, the rest are durations. */
export const formatVital = (name: WebVitalName, value: number | null) =>
  value === null ? '—' : name === 'CLS' ? value.toFixed(2) : formatMs(value);

export const VITAL_NAMES: Record<WebVitalName, string> = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Cumulative layout shift',
  TTFB: 'Time to first byte',
};

const PENALTIES: Record<string, string> = {
  onboarding_incomplete: 'Onboarding is not finished',
  no_personality_profile: 'No personality profile after onboarding',
  approved_without_profile: 'Approved without a personality profile',
};
export const penaltyLabel = (reason: string) => PENALTIES[reason] ?? reason.replaceAll('_', ' ');

const EVENTS: Record<string, string> = {
  auth_success: 'Signed in',
  auth_failure: 'Sign-in failed',
  oauth_state_mismatch: 'Sign-in state did not match',
  session_expired: 'Session expired',
  rate_limit_exceeded: 'Too many requests',
  suspicious_login_pattern: 'Unusual sign-in pattern',
};
export const securityEventLabel = (type: string) => EVENTS[type] ?? type.replaceAll('_', ' ');

export const riskTone = (risk: string): Tone => (risk === 'CRITICAL' || risk === 'HIGH' ? 'bad' : risk === 'MEDIUM' ? 'warn' : 'quiet');

const METRICS: Record<string, string> = { slow_render: 'Slow render', jank_detected: 'Jank', error_boundary_triggered: 'Render error' };
export const metricLabel = (type: string) => METRICS[type] ?? type.replaceAll('_', ' ');

/** One line on a person's own measure: '15.2 fps · critical', '41 ms render', 'ERR-…'. */
export function metricDetail(type: string, value: number, metadata: Record<string, unknown>): string {
  if (type === 'jank_detected') return `${value} fps · ${String(metadata.drops ?? 0)} slow frames · ${String(metadata.severity ?? '')}`;
  if (type === 'slow_render') return `${formatMs(value)} render of ${String(metadata.component ?? 'a screen')}`;
  if (type === 'error_boundary_triggered') return `${String(metadata.errorId ?? '')} · ${String(metadata.boundary ?? '')}`;
  return String(value);
}

/** '3 d 4 h', '2 h 5 min', '42 s'. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return m > 0 ? `${m} min` : `${seconds} s`;
}

const TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
export const formatWhen = (iso: string) => TIME.format(new Date(iso));
