import { CONTROL_CHARS, sanitizeMetadata, sanitizeUrl, sanitizeUserAgent } from './sanitize';

/**
 * Security events (spec §3 "Local security event", "security_events", "activity_feed row"; §8.2;
 * §9 "Session and auth"). Builds the rows the server writes; it writes nothing itself. The sanitisers
 * are security-sanitize.ts, the anomaly rules security-anomalies.ts.
 */

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const SECURITY_EVENT_TYPES = [
  'auth_success',
  'auth_failure',
  'oauth_state_mismatch',
  'session_expired',
  'rate_limit_exceeded',
  'suspicious_login_pattern',
] as const;
/** Issue 16: a person downloaded their data, or deleted their account (the latter logged with no user). */
export const PRIVACY_EVENT_TYPES = ['data_export', 'account_deleted'] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number] | (typeof PRIVACY_EVENT_TYPES)[number];

/** §8.2/§9: auth_failure is MEDIUM, a state mismatch HIGH, any anomaly a HIGH suspicious_login_pattern. */
export const DEFAULT_RISK: Record<SecurityEventType, RiskLevel> = {
  auth_success: 'LOW',
  auth_failure: 'MEDIUM',
  oauth_state_mismatch: 'HIGH',
  session_expired: 'LOW',
  rate_limit_exceeded: 'MEDIUM',
  suspicious_login_pattern: 'HIGH',
  // A download of everything is worth noticing (a stolen session would do it first).
  data_export: 'MEDIUM',
  account_deleted: 'MEDIUM',
};

/** §9: at most 100 local security events per user are kept. */
export const MAX_LOCAL_EVENTS_PER_USER = 100;

/** §3: the local event's ipAddress is always this placeholder. */
export const IP_PLACEHOLDER = 'IP address not available';
/** activity_feed.activity_type for security events (§3). */
export const SECURITY_ACTIVITY_TYPE = 'security_event';

export type SecurityEventInput = {
  type: SecurityEventType;
  /** Defaults to DEFAULT_RISK[type]. */
  riskLevel?: RiskLevel;
  userId?: string | null;
  metadata?: Record<string, unknown> | null;
  userAgent?: string | null;
  url?: string | null;
  referrer?: string | null;
  screenSize?: string | null;
  viewport?: string | null;
  nowMs: number;
};

/** §3 "Local security event". */
export type LocalSecurityEvent = {
  type: SecurityEventType;
  userId?: string;
  riskLevel: RiskLevel;
  metadata: Record<string, unknown>;
  /** ISO 8601. */
  timestamp: string;
  userAgent: string;
  ipAddress: string;
};

/** §3 security_events row (column names as in the spec). */
export type SecurityEventRow = {
  event_type: SecurityEventType;
  event_data: {
    timestamp: string;
    userAgent: string;
    url: string | null;
    referrer: string | null;
    screenSize: string | null;
    viewport: string | null;
    metadata: Record<string, unknown>;
  };
  risk_level: RiskLevel;
  user_id: string | null;
  created_at: Date;
};

/** §3 activity_feed row for a security event. */
export type ActivityFeedRow = {
  user_id: string;
  activity_type: typeof SECURITY_ACTIVITY_TYPE;
  activity_data: {
    securityEventType: SecurityEventType;
    riskLevel: RiskLevel;
    userAgent: string;
    ipAddress: string;
    metadata: Record<string, unknown>;
    timestamp: string;
  };
};

export function buildLocalSecurityEvent(input: SecurityEventInput): LocalSecurityEvent {
  const event: LocalSecurityEvent = {
    type: input.type,
    riskLevel: input.riskLevel ?? DEFAULT_RISK[input.type],
    metadata: sanitizeMetadata(input.metadata),
    timestamp: new Date(input.nowMs).toISOString(),
    userAgent: sanitizeUserAgent(input.userAgent),
    ipAddress: IP_PLACEHOLDER,
  };
  if (input.userId) event.userId = input.userId;
  return event;
}

const nullable = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value !== '' ? value.replace(CONTROL_CHARS, '').slice(0, 50) : null;

export function buildSecurityEventRow(input: SecurityEventInput): SecurityEventRow {
  const event = buildLocalSecurityEvent(input);
  return {
    event_type: event.type,
    event_data: {
      timestamp: event.timestamp,
      userAgent: event.userAgent,
      url: sanitizeUrl(input.url),
      referrer: sanitizeUrl(input.referrer),
      screenSize: nullable(input.screenSize),
      viewport: nullable(input.viewport),
      metadata: event.metadata,
    },
    risk_level: event.riskLevel,
    user_id: input.userId || null,
    created_at: new Date(input.nowMs),
  };
}

/** The activity_feed row, or null when the event has no user (activity_feed.user_id is required). */
export function buildActivityFeedRow(input: SecurityEventInput): ActivityFeedRow | null {
  if (!input.userId) return null;
  const event = buildLocalSecurityEvent(input);
  return {
    user_id: input.userId,
    activity_type: SECURITY_ACTIVITY_TYPE,
    activity_data: {
      securityEventType: event.type,
      riskLevel: event.riskLevel,
      userAgent: event.userAgent,
      ipAddress: event.ipAddress,
      metadata: event.metadata,
      timestamp: event.timestamp,
    },
  };
}
