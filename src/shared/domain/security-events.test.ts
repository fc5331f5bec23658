import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RISK,
  GENERIC_ERROR_TEXT,
  IP_PLACEHOLDER,
  MAX_LOCAL_EVENTS_PER_USER,
  REDACTED,
  RISK_LEVELS,
  SECURITY_EVENT_TYPES,
  buildActivityFeedRow,
  buildLocalSecurityEvent,
  buildSecurityEventRow,
  detectAnomalies,
  sanitizeErrorText,
  sanitizeMetadata,
  sanitizeUrl,
  sanitizeUserAgent,
  type AnomalyEvent,
} from './security-events';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0); // 12:00 UTC, a usual hour
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const USER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('constants', () => {
  it('lists risk levels and event types', () => {
    expect(RISK_LEVELS).toEqual(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);
    expect(SECURITY_EVENT_TYPES).toEqual(['auth_success', 'auth_failure', 'oauth_state_mismatch', 'session_expired', 'rate_limit_exceeded', 'suspicious_login_pattern']);
  });

  it('has the default risk per type', () => {
    expect(DEFAULT_RISK).toEqual({
      auth_success: 'LOW',
      auth_failure: 'MEDIUM',
      oauth_state_mismatch: 'HIGH',
      session_expired: 'LOW',
      rate_limit_exceeded: 'MEDIUM',
      suspicious_login_pattern: 'HIGH',
    });
  });

  it('has the §9 limits and a placeholder IP that says it is not available', () => {
    expect(MAX_LOCAL_EVENTS_PER_USER).toBe(100);
    expect(IP_PLACEHOLDER).toMatch(/not available/);
  });
});

describe('sanitizeUserAgent', () => {
  it('replaces parenthesised parts', () => {
    expect(sanitizeUserAgent(CHROME)).toBe('Mozilla/5.0 (…) AppleWebKit/537.36 (…) Chrome/126.0.0.0 Safari/537.36');
  });

  it('collapses nested parentheses and hides an unclosed one', () => {
    expect(sanitizeUserAgent('A (x (y) z) B')).toBe('A (…) B');
    expect(sanitizeUserAgent('A (Windows NT 10.0; secret device')).toBe('A (…)');
    expect(sanitizeUserAgent('A ) B')).toBe('A ) B');
  });

  it('cuts to 200 characters', () => {
    const long = `Agent/1 ${'x'.repeat(300)}`;
    expect(sanitizeUserAgent(long)).toHaveLength(200);
    expect(sanitizeUserAgent(long)).toBe(long.slice(0, 200));
  });

  it('cuts after replacing', () => {
    const ua = `(${'a'.repeat(500)}) ${'b'.repeat(300)}`;
    expect(sanitizeUserAgent(ua)).toBe(`(…) ${'b'.repeat(196)}`);
  });

  it('removes control characters and handles missing values', () => {
    expect(sanitizeUserAgent('Agent\r\nInjected: yes')).toBe('AgentInjected: yes');
    expect(sanitizeUserAgent(null)).toBe('');
    expect(sanitizeUserAgent(undefined)).toBe('');
  });
});

describe('sanitizeErrorText (§8.2)', () => {
  it('uses the exact replacement text', () => {
    expect(GENERIC_ERROR_TEXT).toBe('An error occurred. Please try again later.');
  });

  it.each([
    'database unavailable',
    'DATABASE error',
    'SQL syntax error near SELECT',
    'PostgreSQL: relation does not exist',
    'mysql gone away',
    'connection refused',
    'Connection reset by peer',
    'authentication rejected',
    'Authentication failed for user',
    'invalid token',
    'access_token expired',
    'refreshToken reused',
    'Tokens revoked',
    'missing key',
    'API_KEY not set',
    'apiKey missing',
    'keys rotated',
    'client secret mismatch',
    'wrong password',
    'PASSWORD too short',
  ])('hides %j', (text) => {
    expect(sanitizeErrorText(text)).toBe('An error occurred. Please try again later.');
  });

  it.each(['User denied access', 'invalid grant', 'keyboard shortcut failed', 'state mismatch', 'request timed out', ''])('keeps %j', (text) => {
    expect(sanitizeErrorText(text)).toBe(text);
  });
});

describe('sanitizeMetadata and sanitizeUrl', () => {
  it('redacts secret-looking keys, sanitises strings and drops unserialisable values', () => {
    expect(sanitizeMetadata({
      provider: 'google',
      code: 'abc',
      state: 'def',
      access_token: 'ghi',
      codeVerifier: 'jkl',
      nested: { password: 'x', reason: 'sql error', count: 2 },
      error: 'database down',
      when: new Date(NOW),
      fn: () => 1,
      none: undefined,
      flag: true,
      nothing: null,
      list: ['ok', 'secret stuff'],
    })).toEqual({
      provider: 'google',
      code: REDACTED,
      state: REDACTED,
      access_token: REDACTED,
      codeVerifier: REDACTED,
      nested: { password: REDACTED, reason: GENERIC_ERROR_TEXT, count: 2 },
      error: GENERIC_ERROR_TEXT,
      when: '2025-01-15T12:00:00.000Z',
      flag: true,
      nothing: null,
      list: ['ok', GENERIC_ERROR_TEXT],
    });
  });

  it('caps string length and nesting depth', () => {
    expect(sanitizeMetadata({ s: 'x'.repeat(1000) }).s).toHaveLength(500);
    expect(sanitizeMetadata({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: { e: 1 } } } } });
    expect(sanitizeMetadata({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toEqual({ a: { b: { c: { d: { e: REDACTED } } } } });
    expect(sanitizeMetadata(null)).toEqual({});
  });

  it('removes query and fragment from URLs', () => {
    expect(sanitizeUrl('http://localhost:3000/auth/callback?code=abc&state=def#x')).toBe('http://localhost:3000/auth/callback');
    expect(sanitizeUrl('/auth#frag')).toBe('/auth');
    expect(sanitizeUrl('')).toBeNull();
    expect(sanitizeUrl(null)).toBeNull();
  });
});

describe('event builders (§3)', () => {
  const input = {
    type: 'auth_failure' as const,
    userId: USER_ID,
    metadata: { provider: 'google', error: 'token exchange failed', state: 'raw-state' },
    userAgent: CHROME,
    url: 'http://localhost:3000/auth/callback?code=c&state=s',
    referrer: 'http://localhost:3000/auth',
    screenSize: '1920x1080',
    viewport: '1280x720',
    nowMs: NOW,
  };
  const metadata = { provider: 'google', error: GENERIC_ERROR_TEXT, state: REDACTED };
  const ua = 'Mozilla/5.0 (…) AppleWebKit/537.36 (…) Chrome/126.0.0.0 Safari/537.36';

  it('builds the local security event with the default risk', () => {
    expect(buildLocalSecurityEvent(input)).toEqual({
      type: 'auth_failure',
      userId: USER_ID,
      riskLevel: 'MEDIUM',
      metadata,
      timestamp: '2025-01-15T12:00:00.000Z',
      userAgent: ua,
      ipAddress: IP_PLACEHOLDER,
    });
  });

  it('omits userId when there is none and honours an explicit risk', () => {
    const event = buildLocalSecurityEvent({ type: 'rate_limit_exceeded', riskLevel: 'CRITICAL', nowMs: NOW });
    expect(event).not.toHaveProperty('userId');
    expect(event.riskLevel).toBe('CRITICAL');
    expect(event.userAgent).toBe('');
    expect(event.metadata).toEqual({});
  });

  it('builds the security_events row', () => {
    expect(buildSecurityEventRow(input)).toEqual({
      event_type: 'auth_failure',
      event_data: {
        timestamp: '2025-01-15T12:00:00.000Z',
        userAgent: ua,
        url: 'http://localhost:3000/auth/callback',
        referrer: 'http://localhost:3000/auth',
        screenSize: '1920x1080',
        viewport: '1280x720',
        metadata,
      },
      risk_level: 'MEDIUM',
      user_id: USER_ID,
      created_at: new Date(NOW),
    });
  });

  it('builds a security_events row without a user', () => {
    const row = buildSecurityEventRow({ type: 'oauth_state_mismatch', nowMs: NOW });
    expect(row.user_id).toBeNull();
    expect(row.risk_level).toBe('HIGH');
    expect(row.event_data).toEqual({ timestamp: '2025-01-15T12:00:00.000Z', userAgent: '', url: null, referrer: null, screenSize: null, viewport: null, metadata: {} });
  });

  it('builds the activity_feed row', () => {
    expect(buildActivityFeedRow(input)).toEqual({
      user_id: USER_ID,
      activity_type: 'security_event',
      activity_data: {
        securityEventType: 'auth_failure',
        riskLevel: 'MEDIUM',
        userAgent: ua,
        ipAddress: IP_PLACEHOLDER,
        metadata,
        timestamp: '2025-01-15T12:00:00.000Z',
      },
    });
  });

  it('has no activity_feed row without a user', () => {
    expect(buildActivityFeedRow({ type: 'oauth_state_mismatch', nowMs: NOW })).toBeNull();
    expect(buildActivityFeedRow({ type: 'oauth_state_mismatch', userId: '', nowMs: NOW })).toBeNull();
  });
});

describe('detectAnomalies (§9)', () => {
  const at = (msAgo: number, userAgent = 'A'): AnomalyEvent => ({ timestamp: NOW - msAgo, userAgent });
  const many = (n: number, spacingMs: number, from = 0) => Array.from({ length: n }, (_, i) => at(from + i * spacingMs));

  it('finds nothing in quiet traffic', () => {
    expect(detectAnomalies([], NOW)).toEqual([]);
    expect(detectAnomalies(many(9, 1000), NOW)).toEqual([]);
  });

  it('rapid_requests: 10 events within 60 s', () => {
    expect(detectAnomalies(many(10, 6000), NOW)).toEqual(['rapid_requests']);
  });

  it('rapid_requests: the 60 s window excludes older and future events', () => {
    expect(detectAnomalies([...many(9, 1000), at(60_000)], NOW)).toEqual([]);
    expect(detectAnomalies([...many(9, 1000), at(-5000)], NOW)).toEqual([]);
  });

  it('device_change: 3 distinct user agents within 24 h', () => {
    expect(detectAnomalies([at(0, 'A'), at(3_600_000, 'B'), at(23 * 3_600_000, 'C')], NOW)).toEqual(['device_change']);
  });

  it('device_change: ignores agents older than 24 h, repeats and empty agents', () => {
    expect(detectAnomalies([at(0, 'A'), at(1000, 'B'), at(24 * 3_600_000, 'C')], NOW)).toEqual([]);
    expect(detectAnomalies([at(0, 'A'), at(1000, 'B'), at(2000, 'B'), at(3000, '')], NOW)).toEqual([]);
  });

  it('time_anomaly: 2 events within an hour outside 06:00-23:00 UTC', () => {
    const night = Date.UTC(2025, 0, 15, 3, 30);
    const events = [{ timestamp: night - 10 * 60_000, userAgent: 'A' }, { timestamp: night - 5 * 60_000, userAgent: 'A' }];
    expect(detectAnomalies(events, night)).toEqual(['time_anomaly']);
    expect(detectAnomalies(events.slice(0, 1), night)).toEqual([]);
  });

  it('time_anomaly: 23:00 is already unusual, 06:00 is usual again', () => {
    const lateNight = Date.UTC(2025, 0, 15, 23, 30);
    expect(detectAnomalies([{ timestamp: Date.UTC(2025, 0, 15, 23, 0), userAgent: 'A' }, { timestamp: lateNight, userAgent: 'A' }], lateNight)).toEqual(['time_anomaly']);
    const morning = Date.UTC(2025, 0, 15, 6, 40);
    expect(detectAnomalies([{ timestamp: Date.UTC(2025, 0, 15, 6, 0), userAgent: 'A' }, { timestamp: Date.UTC(2025, 0, 15, 6, 30), userAgent: 'A' }], morning)).toEqual([]);
    expect(detectAnomalies([{ timestamp: Date.UTC(2025, 0, 15, 5, 50), userAgent: 'A' }, { timestamp: Date.UTC(2025, 0, 15, 5, 59), userAgent: 'A' }], morning)).toEqual(['time_anomaly']);
  });

  it('time_anomaly: night events more than an hour old do not count', () => {
    const morning = Date.UTC(2025, 0, 15, 7, 0);
    expect(detectAnomalies([{ timestamp: Date.UTC(2025, 0, 15, 5, 0), userAgent: 'A' }, { timestamp: Date.UTC(2025, 0, 15, 5, 30), userAgent: 'A' }], morning)).toEqual([]);
  });

  it('reports every anomaly found, in a fixed order', () => {
    const night = Date.UTC(2025, 0, 15, 2, 0);
    const events = Array.from({ length: 10 }, (_, i) => ({ timestamp: night - i * 1000, userAgent: `UA${i % 3}` }));
    expect(detectAnomalies(events, night)).toEqual(['rapid_requests', 'device_change', 'time_anomaly']);
  });
});
