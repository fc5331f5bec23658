import { displayText } from '@shared/lib/display-text';

/** Spec §9: the waitlist estimate shown to people waiting for an invite. */
export const WAITLIST_ESTIMATE = '1-2 weeks';

export const WAITLIST_TITLE = "You're on the List!";
export const SAVED_RESULTS_NOTE =
  "Your results are saved. Once you're invited, you'll go straight to your connections — no need to retake anything.";

/** §2.14 notification note, naming the address when we know it. */
export function emailNote(email: string | null | undefined): string {
  const address = displayText(email, 'caption');
  return address
    ? `We'll email you at ${address} as soon as your invite is ready.`
    : "We'll notify you by email as soon as your invite is ready.";
}
