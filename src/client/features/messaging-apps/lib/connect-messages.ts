import { INVALID_PHONE_DESCRIPTION, INVALID_PHONE_TITLE, OPT_IN_REFUSALS } from '@shared/domain/handoff/phone';

type Toast = { title: string; description: string };

/** Spec §5, §8.4: the connect page's toasts. */
export const CONNECT_TOASTS = {
  invalidPhone: { title: INVALID_PHONE_TITLE, description: INVALID_PHONE_DESCRIPTION },
  sendFailed: { title: 'Connection failed', description: 'Unable to send verification message. Please try again.' },
  testFailed: { title: 'Failed to send test', description: 'Please try again.' },
  testLimited: { title: 'Too many test messages', description: 'Please wait an hour before sending another.' },
} as const satisfies Record<string, Toast>;

/**
 * send_opt_in's refusals: 400 the number is invalid, 403 a banned member's, 409 it is someone else's, 429 too many
 * messages (or one already on its way); anything else is a failed send.
 */
export function optInFailureToast(status: number | undefined, code?: string): Toast {
  if (status === 400) return CONNECT_TOASTS.invalidPhone;
  if (status === 403 && code === 'number_banned') return OPT_IN_REFUSALS.banned;
  if (status === 409) return OPT_IN_REFUSALS.numberTaken;
  if (status === 429) return code === 'opt_in_busy' ? OPT_IN_REFUSALS.busy : OPT_IN_REFUSALS.limited;
  return CONNECT_TOASTS.sendFailed;
}

/** send_test_message's refusals: 429 is the hourly limit (or one already on its way), anything else a failed send. */
export const testFailureToast = (status: number | undefined): Toast =>
  status === 429 ? CONNECT_TOASTS.testLimited : CONNECT_TOASTS.testFailed;
