import { INVALID_PHONE_DESCRIPTION, INVALID_PHONE_TITLE } from '@shared/domain/phone';

type Toast = { title: string; description: string };

/** Spec §5, §8.4: the connect page's toasts. */
export const CONNECT_TOASTS = {
  invalidPhone: { title: INVALID_PHONE_TITLE, description: INVALID_PHONE_DESCRIPTION },
  sendFailed: { title: 'Connection failed', description: 'Unable to send verification message. Please try again.' },
  testFailed: { title: 'Failed to send test', description: 'Please try again.' },
} as const satisfies Record<string, Toast>;

/** A 400 from send_opt_in means the server rejected the number; anything else is a failed send. */
export const optInFailureToast = (status: number | undefined): Toast =>
  status === 400 ? CONNECT_TOASTS.invalidPhone : CONNECT_TOASTS.sendFailed;
