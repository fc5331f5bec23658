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

/** §5 "Send is disabled until valid". */
export const canSendVerification = (input: string | null | undefined): boolean => isValidPhone(normalizePhone(input));
