/**
 * Security events (spec §3 "Local security event", "security_events", "activity_feed row"; §8.2;
 * §9 "Session and auth"). Builds the rows the server writes; it writes nothing itself.
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
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** §8.2/§9: auth_failure is MEDIUM, a state mismatch HIGH, any anomaly a HIGH suspicious_login_pattern. */
export const DEFAULT_RISK: Record<SecurityEventType, RiskLevel> = {
  auth_success: 'LOW',
  auth_failure: 'MEDIUM',
  oauth_state_mismatch: 'HIGH',
  session_expired: 'LOW',
  rate_limit_exceeded: 'MEDIUM',
  suspicious_login_pattern: 'HIGH',
};

/** §9: at most 100 local security events per user are kept. */
export const MAX_LOCAL_EVENTS_PER_USER = 100;

export const USER_AGENT_MAX_LENGTH = 200;
export const USER_AGENT_PLACEHOLDER = '(…)';
/** §3: the local event's ipAddress is always this placeholder. */
export const IP_PLACEHOLDER = 'IP address not available';
/** §8.2: what sensitive error text becomes. */
export const GENERIC_ERROR_TEXT = 'An error occurred. Please try again later.';
export const REDACTED = '[redacted]';
/** activity_feed.activity_type for security events (§3). */
export const SECURITY_ACTIVITY_TYPE = 'security_event';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;
const SENTINEL = '\u0000';

/**
 * §3: parenthesised parts (platform, device, "KHTML, like Gecko") become '(…)', then the text is
 * cut to 200 characters. Nested parentheses collapse into one placeholder; an unclosed '(' hides
 * everything after it. Control characters are removed first so the text is safe to log.
 */
export function sanitizeUserAgent(ua: string | null | undefined): string {
  if (typeof ua !== 'string') return '';
  let text = ua.replace(CONTROL_CHARS, '');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, SENTINEL);
  }
  text = text.replace(/\(.*$/s, SENTINEL).split(SENTINEL).join(USER_AGENT_PLACEHOLDER);
  return Array.from(text).slice(0, USER_AGENT_MAX_LENGTH).join('');
}

/**
 * §8.2 "words like database, sql, connection, authentication, token, key, secret or password".
 * Word-ish matching, erring on the side of hiding: the long words match anywhere (so "PostgreSQL",
 * "mysql", "access_token", "Tokens", "disconnection" all count); "key" counts when no lower-case
 * letter follows it except a plural s (so "apiKey", "API_KEY", "keys" count, "keyboard" does not).
 */
const SENSITIVE_WORDS = /database|sql|connection|authentication|token|secret|password/i;
const SENSITIVE_KEY = /[kK][eE][yY](?:[sS])?(?![a-z])/;

export const isSensitiveErrorText = (text: string): boolean => SENSITIVE_WORDS.test(text) || SENSITIVE_KEY.test(text);

/** §8.2: sensitive error text becomes 'An error occurred. Please try again later.' before logging. */
export function sanitizeErrorText(text: string): string {
  return isSensitiveErrorText(text) ? GENERIC_ERROR_TEXT : text;
}

/** Keys whose values are credentials or one-time sign-in secrets, never logged. */
const SECRET_KEY = /token|secret|password|passwd|cookie|authorization|verifier|nonce|api[-_]?key|private[-_]?key|credential/i;
const SECRET_KEY_EXACT = /^(?:code|state|key|pkce)$/i;
/** Objects nested more than this many levels below the top are replaced by REDACTED. */
const METADATA_MAX_DEPTH = 4;
const METADATA_MAX_STRING = 500;

function sanitizeValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return sanitizeErrorText(value.replace(CONTROL_CHARS, ' ')).slice(0, METADATA_MAX_STRING);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= METADATA_MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => sanitizeValue(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return sanitizeMetadata(value as Record<string, unknown>, depth + 1);
  return undefined; // functions, symbols, bigints, undefined: dropped
}

/**
 * Metadata is logged, so: values under secret-looking keys are replaced by '[redacted]', every
 * string goes through `sanitizeErrorText` (§8.2), strings are capped, and nesting is bounded.
 */
export function sanitizeMetadata(metadata: Record<string, unknown> | null | undefined, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!metadata || typeof metadata !== 'object') return out;
  for (const [key, value] of Object.entries(metadata)) {
    if (SECRET_KEY.test(key) || SECRET_KEY_EXACT.test(key)) {
      out[key] = REDACTED;
      continue;
    }
    const clean = sanitizeValue(value, depth);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

/** A URL without its query and fragment (the callback URL's query holds the code and state). */
export function sanitizeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url === '') return null;
  const cut = url.replace(CONTROL_CHARS, '').split(/[?#]/, 1)[0] ?? '';
  return cut.slice(0, METADATA_MAX_STRING);
}

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

export const ANOMALY_TYPES = ['rapid_requests', 'device_change', 'time_anomaly'] as const;
export type AnomalyType = (typeof ANOMALY_TYPES)[number];

export const RAPID_REQUESTS_WINDOW_MS = 60_000;
export const RAPID_REQUESTS_MIN_EVENTS = 10;
export const DEVICE_CHANGE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const DEVICE_CHANGE_MIN_AGENTS = 3;
export const TIME_ANOMALY_WINDOW_MS = 60 * 60 * 1000;
export const TIME_ANOMALY_MIN_EVENTS = 2;
/** Usual hours are [06:00, 23:00) UTC. */
export const USUAL_HOURS_START = 6;
export const USUAL_HOURS_END = 23;

/** How far back the rules look: their longest window. */
export const ANOMALY_LOOKBACK_MS = Math.max(RAPID_REQUESTS_WINDOW_MS, DEVICE_CHANGE_WINDOW_MS, TIME_ANOMALY_WINDOW_MS);

export type AnomalyEvent = { timestamp: number; userAgent: string };

const within = (events: readonly AnomalyEvent[], nowMs: number, windowMs: number) =>
  events.filter((e) => Number.isFinite(e.timestamp) && e.timestamp <= nowMs && nowMs - e.timestamp < windowMs);

const isUnusualHour = (timestampMs: number): boolean => {
  const hour = new Date(timestampMs).getUTCHours();
  return hour < USUAL_HOURS_START || hour >= USUAL_HOURS_END;
};

/**
 * §9 anomaly rules over a user's recent events (timestamps in ms; windows end at `nowMs`, events
 * after `nowMs` are ignored):
 * - rapid_requests: 10 or more events in the last 60 s;
 * - device_change: 3 or more distinct (non-empty) user agents in the last 24 h;
 * - time_anomaly: 2 or more events in the last hour at an hour outside 06:00-23:00.
 * Hours are UTC: the server does not know the person's time zone, and a fixed zone keeps the rule
 * deterministic. Any anomaly should be logged as a HIGH suspicious_login_pattern event.
 */
export function detectAnomalies(events: readonly AnomalyEvent[], nowMs: number): AnomalyType[] {
  const found: AnomalyType[] = [];
  if (within(events, nowMs, RAPID_REQUESTS_WINDOW_MS).length >= RAPID_REQUESTS_MIN_EVENTS) found.push('rapid_requests');
  const agents = new Set(within(events, nowMs, DEVICE_CHANGE_WINDOW_MS).map((e) => e.userAgent).filter((ua) => ua !== ''));
  if (agents.size >= DEVICE_CHANGE_MIN_AGENTS) found.push('device_change');
  const unusual = within(events, nowMs, TIME_ANOMALY_WINDOW_MS).filter((e) => isUnusualHour(e.timestamp));
  if (unusual.length >= TIME_ANOMALY_MIN_EVENTS) found.push('time_anomaly');
  return found;
}
