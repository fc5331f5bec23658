import { describe, expect, it } from 'vitest';
import {
  AUTO_REFRESH_TICK_MS,
  AUTO_REFRESH_TICKS,
  REFRESH_DELAY_AFTER_EVENT_MS,
  REFRESH_THRESHOLD_MS,
  classifySession,
  isValidUser,
  shouldAutoRefresh,
} from './session-state';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_SEC = NOW / 1000;
const session = (expiresInSec: number | null | undefined) => ({
  access_token: 'a',
  refresh_token: 'r',
  expires_at: expiresInSec == null ? expiresInSec : NOW_SEC + expiresInSec,
});

describe('constants (§9)', () => {
  it('has the spec values', () => {
    expect(REFRESH_THRESHOLD_MS).toBe(3_600_000);
    expect(REFRESH_DELAY_AFTER_EVENT_MS).toBe(60_000);
    expect(AUTO_REFRESH_TICK_MS).toBe(30_000);
    expect(AUTO_REFRESH_TICKS).toBe(3);
  });
});

describe('classifySession (§4.2)', () => {
  it('no session', () => {
    expect(classifySession(null, NOW)).toBe('none');
    expect(classifySession(undefined, NOW)).toBe('none');
  });

  it('missing tokens', () => {
    expect(classifySession({ refresh_token: 'r', expires_at: NOW_SEC + 7200 }, NOW)).toBe('missing_tokens');
    expect(classifySession({ access_token: 'a', expires_at: NOW_SEC + 7200 }, NOW)).toBe('missing_tokens');
    expect(classifySession({ access_token: '', refresh_token: 'r', expires_at: NOW_SEC + 7200 }, NOW)).toBe('missing_tokens');
    expect(classifySession({}, NOW)).toBe('missing_tokens');
  });

  it('missing expiry', () => {
    expect(classifySession(session(undefined), NOW)).toBe('missing_expiry');
    expect(classifySession(session(null), NOW)).toBe('missing_expiry');
    expect(classifySession({ access_token: 'a', refresh_token: 'r', expires_at: Number.NaN }, NOW)).toBe('missing_expiry');
  });

  it('expired at and after the expiry instant', () => {
    expect(classifySession(session(0), NOW)).toBe('expired');
    expect(classifySession(session(-1), NOW)).toBe('expired');
    expect(classifySession({ access_token: 'a', refresh_token: 'r', expires_at: 0 }, NOW)).toBe('expired');
  });

  it('needs refresh when less than an hour remains', () => {
    expect(classifySession(session(1), NOW)).toBe('needs_refresh');
    expect(classifySession(session(3599), NOW)).toBe('needs_refresh');
  });

  it('valid with an hour or more left', () => {
    expect(classifySession(session(3600), NOW)).toBe('valid');
    expect(classifySession(session(86_400), NOW)).toBe('valid');
  });
});

describe('shouldAutoRefresh (§4.2)', () => {
  it('refreshes when 3 ticks of 30 s or fewer remain', () => {
    expect(shouldAutoRefresh(NOW_SEC + 91, NOW)).toBe(false);
    expect(shouldAutoRefresh(NOW_SEC + 90, NOW)).toBe(true);
    expect(shouldAutoRefresh(NOW_SEC + 10, NOW)).toBe(true);
  });

  it('refreshes an expired session and ignores a missing expiry', () => {
    expect(shouldAutoRefresh(NOW_SEC - 100, NOW)).toBe(true);
    expect(shouldAutoRefresh(null, NOW)).toBe(false);
    expect(shouldAutoRefresh(Number.POSITIVE_INFINITY, NOW)).toBe(false);
  });
});

describe('isValidUser (§5)', () => {
  const user = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', email: 'a@example.com', created_at: '2025-01-15T12:00:00Z' };

  it.each([
    ['v1', 'c232ab00-9414-11ec-b3c8-9f6bdeced846'],
    ['v2', '000003e8-9414-21ec-8d00-325096b39f47'],
    ['v3', '6fa459ea-ee8a-3ca4-894e-db77e160355e'],
    ['v4', '3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    ['v5', '886313e1-3b8a-5372-9b90-0c9aee199e5d'],
    ['upper case', '3F2504E0-4F89-41D3-9A0C-0305E82C3301'],
  ])('accepts a %s UUID', (_label, id) => {
    expect(isValidUser({ ...user, id })).toBe(true);
  });

  it.each([
    ['nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['v6', '1ec9414c-232a-6b00-b3c8-9f6bdeced846'],
    ['v7', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'],
    ['v0', '3f2504e0-4f89-01d3-9a0c-0305e82c3301'],
    ['bad variant', '3f2504e0-4f89-41d3-7a0c-0305e82c3301'],
    ['no dashes', '3f2504e04f8941d39a0c0305e82c3301'],
    ['braces', '{3f2504e0-4f89-41d3-9a0c-0305e82c3301}'],
    ['trailing text', '3f2504e0-4f89-41d3-9a0c-0305e82c3301x'],
    ['a subject string', 'google-oauth2|12345'],
  ])('rejects an id that is a %s', (_label, id) => {
    expect(isValidUser({ ...user, id })).toBe(false);
  });

  it('requires email and created_at', () => {
    expect(isValidUser({ id: user.id, created_at: user.created_at })).toBe(false);
    expect(isValidUser({ id: user.id, email: user.email })).toBe(false);
    expect(isValidUser({ ...user, email: '' })).toBe(false);
    expect(isValidUser({ ...user, created_at: 5 })).toBe(false);
  });

  it('rejects non-objects', () => {
    for (const u of [null, undefined, 'user', 42, [user]]) expect(isValidUser(u)).toBe(false);
  });
});
