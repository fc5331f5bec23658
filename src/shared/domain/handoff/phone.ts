/** Spec §5 "Phone input" (messaging-app connect, §2.10). */

/** E.164: a plus, a digit 1-9, then 1 to 14 more digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{1,14}$/;

export const INVALID_PHONE_TITLE = 'Invalid phone number';
export const INVALID_PHONE_DESCRIPTION = 'Please enter a valid phone number with country code (e.g., +1234567890)';

/** Strips every non-digit and prefixes '+': '+1 (234) 567-890' → '+1234567890'. */
export function normalizePhone(input: string | null | undefined): string {
  return `+${(input ?? '').replace(/\D/g, '')}`;
}

export function isValidPhone(normalized: string): boolean {
  return PHONE_PATTERN.test(normalized);
}

/**
 * Opt-in (verification) messages per hour, per person and per number: enough to fix a typo and
 * resend, too few to use Maya to message strangers.
 */
export const OPT_IN_LIMIT_PER_PERSON = 3;
export const OPT_IN_LIMIT_PER_NUMBER = 3;

/** Refusals of send_opt_in beyond the spec's catalogue. NUMBER_TAKEN never says whose number it is. */
export const OPT_IN_REFUSALS = {
  numberTaken: {
    title: 'Number already in use',
    description: 'This number is already connected to another Maya account. Please use a different number.',
  },
  limited: { title: 'Too many attempts', description: 'Too many verification messages for now. Please wait an hour before trying again.' },
  busy: { title: 'Already sending', description: 'A verification message is already on its way. Please wait a moment.' },
  /** A banned member's number (ADR 065): it never says whose, nor why. */
  banned: { title: "Number can't be used", description: "This number can't be connected to a Maya account." },
} as const;

/** The opt-in message's per-registration reply code: 6 digits. */
export const REPLY_CODE_LENGTH = 6;

/** The opt-in message: the reply must carry the code, which ties it to this one registration. */
export const optInMessage = (code: string) =>
  `Hi, it's Maya! Someone asked to connect this WhatsApp number to their Maya account. If that was you, ` +
  `reply YES ${code} and I'll keep you posted on matches and dates here. If not, just ignore this message.`;

/** The reply code a person's answer carries ('yes 123456', 'YES-123456'…), or null. */
export function replyCodeIn(body: string | null | undefined): string | null {
  const match = new RegExp(`(?:^|\\D)(\\d{${REPLY_CODE_LENGTH}})(?!\\d)`).exec(body ?? '');
  return match?.[1] ?? null;
}
