import { displayText } from '@shared/lib/display-text';

/** Spec §2.13 / §9: shown to a person who is not invited yet. */
export const WAIT_ESTIMATE_TEXT = 'Estimated wait time: 1-2 weeks';
export const PERSONALITY_DIMENSIONS = '50+ personality dimensions';

export const CHAT_LINKS_FAILED = { title: 'Error', description: 'Failed to generate chat links' } as const;
export const HANDOFF_COMPLETE_FAILED = {
  title: 'Error',
  description: "We couldn't finish setting up your chat. Please try again.",
} as const;

export type WaitlistStatusText = 'confirmed' | 'processing';

/** §2.13: 'confirmed' once the add call has succeeded, otherwise 'processing' (a failure stays 'processing'). */
export const waitlistStatusText = (added: boolean): WaitlistStatusText => (added ? 'confirmed' : 'processing');

/** The e-mail note (§2.13), naming the address when we know it. */
export function approvalEmailNote(email: string | null | undefined): string {
  const address = displayText(email, 'caption');
  return address ? `We'll email you at ${address} the moment you're approved.` : "We'll email you the moment you're approved.";
}
