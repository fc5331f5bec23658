import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  AUTH_FAILED_WITH,
  CALLBACK_MAX_RETRIES,
  CALLBACK_READ_DELAY_MS,
  CALLBACK_RETRY_BASE_MS,
  NO_SESSION_REDIRECT_MS,
  PROVIDER_ERROR_REDIRECT_MS,
  SESSION_NOT_ESTABLISHED,
  SESSION_VALIDATION_FAILED,
  SIGNING_IN_LABEL,
  SIGNING_YOU_IN_LABEL,
  SIGN_IN_FAILED,
  SIGN_OUT_FAILED,
  SOMETHING_WENT_WRONG,
  authErrorMessage,
  callbackOutcome,
  isAuthErrorCode,
  isNetworkLikeError,
  retryDelay,
  retryingMessage,
} from './auth-messages';

describe('authErrorMessage (§8.1)', () => {
  it.each([
    ['invalid_state', 'Authentication failed. Please try again.'],
    ['callback_failed', 'Sign-in was interrupted. Please try again.'],
    ['invalid_session', 'Session validation failed. Please try again.'],
    ['no_user', 'Authentication incomplete. Please try again.'],
    ['processing_failed', 'Something went wrong. Please try again.'],
  ])('%s → %s', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
  });

  it('has exactly the five codes', () => {
    expect(Object.keys(AUTH_ERROR_MESSAGES)).toEqual([
      'invalid_state',
      'callback_failed',
      'invalid_session',
      'no_user',
      'processing_failed',
    ]);
  });

  it.each([
    null,
    undefined,
    '',
    'access_denied',
    'INVALID_STATE',
    ' invalid_state',
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty',
  ])('shows nothing for %j', (code) => {
    expect(authErrorMessage(code)).toBeNull();
    expect(isAuthErrorCode(code)).toBe(false);
  });
});

describe('§8.2 messages and labels', () => {
  it('are word for word', () => {
    expect(AUTH_FAILED_WITH('access denied')).toBe('Authentication failed: access denied');
    expect(SESSION_NOT_ESTABLISHED).toBe('Authentication session not established. Please try again.');
    expect(SESSION_VALIDATION_FAILED).toBe('Session validation failed. Please try again.');
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong. Please try again.');
    expect(SIGN_IN_FAILED).toBe('Authentication failed. Please try again.');
    expect(SIGN_OUT_FAILED).toBe('Sign-out failed. Please try again.');
    expect(SIGNING_IN_LABEL).toBe('Signing in...');
    expect(SIGNING_YOU_IN_LABEL).toBe('Signing you in...');
  });
});

describe('callback timings (§4.3, §9)', () => {
  it('has the spec values', () => {
    expect(CALLBACK_READ_DELAY_MS).toBe(1000);
    expect(CALLBACK_MAX_RETRIES).toBe(3);
    expect(CALLBACK_RETRY_BASE_MS).toBe(2000);
    expect(PROVIDER_ERROR_REDIRECT_MS).toBe(3000);
    expect(NO_SESSION_REDIRECT_MS).toBe(2000);
  });

  it('formats the retry message and delay', () => {
    expect(retryingMessage(1)).toBe('Retrying authentication (1/3)...');
    expect(retryingMessage(3)).toBe('Retrying authentication (3/3)...');
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(2)).toBe(4000);
    expect(retryDelay(3)).toBe(6000);
  });
});

describe('callbackOutcome (§4.3)', () => {
  it('ok → done', () => {
    expect(callbackOutcome('ok', 0)).toEqual({ action: 'done' });
  });

  it('provider error → /auth?error={code} after 3 s with the description', () => {
    expect(callbackOutcome('provider_error', 0, { code: 'access_denied', description: 'The user denied access' })).toEqual({
      action: 'redirect',
      to: '/auth?error=access_denied',
      afterMs: 3000,
      message: 'Authentication failed: The user denied access',
    });
  });

  it('provider error without description shows the code; without code uses callback_failed', () => {
    expect(callbackOutcome('provider_error', 0, { code: 'access_denied' })).toEqual({
      action: 'redirect',
      to: '/auth?error=access_denied',
      afterMs: 3000,
      message: 'Authentication failed: access_denied',
    });
    expect(callbackOutcome('provider_error', 0)).toEqual({
      action: 'redirect',
      to: '/auth?error=callback_failed',
      afterMs: 3000,
      message: 'Authentication failed: callback_failed',
    });
    expect(callbackOutcome('provider_error', 0, { code: '  ', description: null })).toMatchObject({ to: '/auth?error=callback_failed' });
  });

  it('encodes a hostile provider code so it cannot add parameters', () => {
    const outcome = callbackOutcome('provider_error', 0, { code: 'x&next=//evil.com#y' });
    expect(outcome).toMatchObject({ to: '/auth?error=x%26next%3D%2F%2Fevil.com%23y' });
  });

  it('no session → /auth after 2 s', () => {
    expect(callbackOutcome('no_session', 0)).toEqual({ action: 'redirect', to: '/auth', afterMs: 2000, message: SESSION_NOT_ESTABLISHED });
  });

  it('invalid session → /auth?error=invalid_session at once', () => {
    expect(callbackOutcome('invalid_session', 0)).toEqual({
      action: 'redirect',
      to: '/auth?error=invalid_session',
      afterMs: 0,
      message: 'Session validation failed. Please try again.',
    });
  });

  it('network error retries 3 times with 2 s × attempt, then gives up', () => {
    expect(callbackOutcome('network_error', 0)).toEqual({
      action: 'retry',
      afterMs: 2000,
      message: 'Retrying authentication (1/3)...',
      attempt: 1,
    });
    expect(callbackOutcome('network_error', 1)).toEqual({
      action: 'retry',
      afterMs: 4000,
      message: 'Retrying authentication (2/3)...',
      attempt: 2,
    });
    expect(callbackOutcome('network_error', 2)).toEqual({
      action: 'retry',
      afterMs: 6000,
      message: 'Retrying authentication (3/3)...',
      attempt: 3,
    });
    expect(callbackOutcome('network_error', 3)).toEqual({
      action: 'redirect',
      to: '/auth?error=processing_failed',
      afterMs: 0,
      message: 'Something went wrong. Please try again.',
    });
    expect(callbackOutcome('network_error', 10)).toMatchObject({ action: 'redirect', to: '/auth?error=processing_failed' });
  });

  it('treats a nonsense attempt number as no retries yet', () => {
    expect(callbackOutcome('network_error', -4)).toMatchObject({ action: 'retry', attempt: 1 });
  });

  it('other error → /auth?error=processing_failed', () => {
    expect(callbackOutcome('other_error', 0)).toEqual({
      action: 'redirect',
      to: '/auth?error=processing_failed',
      afterMs: 0,
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('isNetworkLikeError', () => {
  it.each([
    new TypeError('Failed to fetch'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new TypeError('Load failed'),
    Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }),
    Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }),
    new Error('connect ECONNREFUSED 127.0.0.1:3000'),
    new Error('Request timeout'),
    'network down',
  ])('%s is network-like', (error) => {
    expect(isNetworkLikeError(error)).toBe(true);
  });

  it.each([new Error('invalid grant'), new TypeError('x is undefined'), 'bad state', null, 42])('%s is not', (error) => {
    expect(isNetworkLikeError(error)).toBe(false);
  });
});
