import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RISK,
  IP_PLACEHOLDER,
  MAX_LOCAL_EVENTS_PER_USER,
  RISK_LEVELS,
  SECURITY_EVENT_TYPES,
  buildActivityFeedRow,
  buildLocalSecurityEvent,
  buildSecurityEventRow,
} from './events';
import { GENERIC_ERROR_TEXT, REDACTED } from './sanitize';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0); // 12:00 UTC, a usual hour
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const USER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('constants', () => {
  it('lists risk levels and event types', () => {
    expect(RISK_LEVELS).toEqual(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);
    expect(SECURITY_EVENT_TYPES).toEqual([
      'auth_success',
      'auth_failure',
      'oauth_state_mismatch',
      'session_expired',
      'rate_limit_exceeded',
      'suspicious_login_pattern',
    ]);
  });

  it('has the default risk per type', () => {
    expect(DEFAULT_RISK).toEqual({
      auth_success: 'LOW',
      auth_failure: 'MEDIUM',
      oauth_state_mismatch: 'HIGH',
      session_expired: 'LOW',
      rate_limit_exceeded: 'MEDIUM',
      suspicious_login_pattern: 'HIGH',
      data_export: 'MEDIUM',
      account_deleted: 'MEDIUM',
    });
  });

  it('has the §9 limits and a placeholder IP that says it is not available', () => {
    expect(MAX_LOCAL_EVENTS_PER_USER).toBe(100);
    expect(IP_PLACEHOLDER).toMatch(/not available/);
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
    expect(row.event_data).toEqual({
      timestamp: '2025-01-15T12:00:00.000Z',
      userAgent: '',
      url: null,
      referrer: null,
      screenSize: null,
      viewport: null,
      metadata: {},
    });
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
