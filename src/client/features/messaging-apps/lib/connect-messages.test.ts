import { describe, expect, it } from 'vitest';
import { OPT_IN_REFUSALS } from '@shared/domain/handoff/phone';
import { CONNECT_TOASTS, optInFailureToast, testFailureToast } from './connect-messages';

describe('connect toasts (§5, §8.4)', () => {
  it('uses the spec texts', () => {
    expect(CONNECT_TOASTS.invalidPhone).toEqual({
      title: 'Invalid phone number',
      description: 'Please enter a valid phone number with country code (e.g., +1234567890)',
    });
    expect(CONNECT_TOASTS.sendFailed).toEqual({
      title: 'Connection failed',
      description: 'Unable to send verification message. Please try again.',
    });
    expect(CONNECT_TOASTS.testFailed).toEqual({ title: 'Failed to send test', description: 'Please try again.' });
  });

  it('maps a 400 to the invalid-number toast, 409 and 429 to their refusals, anything else to a failed send', () => {
    expect(optInFailureToast(400)).toBe(CONNECT_TOASTS.invalidPhone);
    expect(optInFailureToast(409, 'number_taken')).toBe(OPT_IN_REFUSALS.numberTaken);
    expect(optInFailureToast(429, 'opt_in_limited')).toBe(OPT_IN_REFUSALS.limited);
    expect(optInFailureToast(429, 'opt_in_busy')).toBe(OPT_IN_REFUSALS.busy);
    expect(optInFailureToast(500)).toBe(CONNECT_TOASTS.sendFailed);
    expect(optInFailureToast(502)).toBe(CONNECT_TOASTS.sendFailed);
    expect(optInFailureToast(undefined)).toBe(CONNECT_TOASTS.sendFailed);
  });

  it('tells a refused test message (429, the hourly limit) from a failed one', () => {
    expect(testFailureToast(429)).toBe(CONNECT_TOASTS.testLimited);
    expect(testFailureToast(502)).toBe(CONNECT_TOASTS.testFailed);
    expect(testFailureToast(undefined)).toBe(CONNECT_TOASTS.testFailed);
  });
});
