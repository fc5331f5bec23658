import { INVALID_PHONE_DESCRIPTION, INVALID_PHONE_TITLE, OPT_IN_REFUSALS } from '@shared/domain/handoff/phone';

type Toast = { title: string; description: string };

/** Spec §5, §8.4: the connect page's toasts. */
export const CONNECT_TOASTS = {
  invalidPhone: { title: INVALID_PHONE_TITLE, description: INVALID_PHONE_DESCRIPTION },
  sendFailed: { title: 'Connection failed', description: 'Unable to send verification message. Please try again.' },
  testFailed: { title: 'Failed to send test', description: 'Please try again.' },
} as const satisfies Record<string, Toast>;

/**
 * send_opt_in's refusals: 400 the number is invalid, 409 it is someone else's, 429 too many
 * messages (or one already on its way); anything else is a failed send.
 */
export function optInFailureToast(status: number | undefined, code?: string): Toast {
  if (status === 400) return CONNECT_TOASTS.invalidPhone;
  if (status === 409) return OPT_IN_REFUSALS.numberTaken;
  if (status === 429) return code === 'opt_in_busy' ? OPT_IN_REFUSALS.busy : OPT_IN_REFUSALS.limited;
  return CONNECT_TOASTS.sendFailed;
}
