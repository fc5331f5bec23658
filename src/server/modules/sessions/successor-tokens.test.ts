import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomToken } from '../../lib/tokens';
import { successorTokens } from './successor-tokens';

describe('successorTokens', () => {
  const token = randomToken();
  const sessionId = '6f1c2a4e-8d3b-4f5a-9c7e-2b1d0e9f8a7c';

  it('derives the same pair from the same token, so a retry can be answered alike', () => {
    expect(successorTokens(token, sessionId)).toEqual(successorTokens(token, sessionId));
  });

  it('gives a new, distinct, cookie-safe pair for each token', () => {
    const pair = successorTokens(token, sessionId);
    expect(pair.refreshToken).not.toBe(pair.accessToken);
    expect(pair.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(successorTokens(randomToken(), sessionId).refreshToken).not.toBe(pair.refreshToken);
  });

  it('cannot be computed from the old refresh token alone (the session id is a server-only key part)', () => {
    const pair = successorTokens(token, sessionId);
    expect(successorTokens(token, '00000000-0000-4000-8000-000000000000')).not.toEqual(pair);
    const withoutSession = createHmac('sha256', token).update('maya-refresh-successor').digest('base64url');
    expect(pair.refreshToken).not.toBe(withoutSession);
  });
});
