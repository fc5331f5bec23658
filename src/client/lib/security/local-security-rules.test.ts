import { describe, expect, it } from 'vitest';
import { buildLocalSecurityEvent, type SecurityEventType } from '@shared/domain/security/events';
import { ANONYMOUS_KEY, anomaliesToLog, appendLocalEvent, type LocalSecurityLog } from './local-security-rules';

const NOON = Date.UTC(2026, 0, 5, 12, 0);
const event = (
  nowMs: number,
  type: SecurityEventType = 'auth_failure',
  userAgent = 'Mozilla/5.0 (X11) Firefox/128.0',
  userId: string | null = 'u1',
  metadata = {},
) => buildLocalSecurityEvent({ type, userId, userAgent, nowMs, metadata });

describe('local security log (§3, §9)', () => {
  it('keeps at most the newest 100 events per person, each person apart', () => {
    let log: LocalSecurityLog = {};
    for (let i = 0; i < 105; i++) log = appendLocalEvent(log, event(NOON + i));
    log = appendLocalEvent(log, event(NOON, 'auth_success', 'x', null));
    expect(log.u1).toHaveLength(100);
    expect(log.u1![0]!.timestamp).toBe(new Date(NOON + 5).toISOString());
    expect(log[ANONYMOUS_KEY]).toHaveLength(1);
  });

  it('local events carry the placeholder IP and a user agent without its parenthesised parts', () => {
    const e = event(
      NOON,
      'auth_success',
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ${'x'.repeat(300)}`,
    );
    expect(e.ipAddress).toBe('IP address not available');
    expect(e.userAgent.startsWith('Mozilla/5.0 (…) AppleWebKit/537.36 (…) xxx')).toBe(true);
    expect(e.userAgent).toHaveLength(200);
  });

  it('10 events within 60 s are rapid requests, reported once for the window', () => {
    const events = Array.from({ length: 10 }, (_, i) => event(NOON + i * 5000));
    const now = NOON + 45_000;
    expect(anomaliesToLog(events.slice(0, 9), now)).toEqual([]);
    expect(anomaliesToLog(events, now)).toEqual(['rapid_requests']);
    const reported = [...events, event(now, 'suspicious_login_pattern', undefined, 'u1', { anomalies: ['rapid_requests'] })];
    expect(anomaliesToLog([...reported, event(now + 1000)], now + 1000)).toEqual([]);
    // A new burst after the window is reported again.
    const later = now + 120_000;
    const burst = Array.from({ length: 10 }, (_, i) => event(later - i * 1000));
    expect(anomaliesToLog([...reported, ...burst], later)).toEqual(['rapid_requests']);
  });

  it('3 distinct user agents in 24 h are a device change', () => {
    const events = [
      event(NOON - 3_600_000, 'auth_success', 'A/1'),
      event(NOON - 60_000, 'auth_success', 'B/1'),
      event(NOON, 'auth_success', 'C/1'),
    ];
    expect(anomaliesToLog(events, NOON)).toEqual(['device_change']);
  });

  it('2 events within an hour outside 06:00-23:00 on the given clock are a time anomaly', () => {
    const three = Date.UTC(2026, 0, 5, 3, 0);
    const events = [event(three - 600_000), event(three)];
    expect(anomaliesToLog(events, three)).toEqual(['time_anomaly']);
    // The same moments at 13:00 on a clock 10 hours ahead are usual hours.
    expect(anomaliesToLog(events, three, (ms) => new Date(ms + 10 * 3_600_000).getUTCHours())).toEqual([]);
  });
});
