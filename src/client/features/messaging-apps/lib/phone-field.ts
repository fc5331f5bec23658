import { isValidPhone, normalizePhone } from '@shared/domain/handoff/phone';

export type PhoneField = {
  /** What would be sent: §5 normalised ('+' and the digits). */
  normalized: string;
  valid: boolean;
  /** Nothing typed yet (no digits): no preview, no error. */
  empty: boolean;
};

/** §5 phone input, read as the person types. */
export function readPhoneField(raw: string): PhoneField {
  const normalized = normalizePhone(raw);
  return { normalized, valid: isValidPhone(normalized), empty: normalized === '+' };
}

/** On blur the field shows the normalised number, unless nothing was typed. */
export const phoneFieldOnBlur = (raw: string): string => (readPhoneField(raw).empty ? '' : normalizePhone(raw));

/** A short hint under the field: what will be sent, or what is missing. */
export function phoneFieldHint(field: PhoneField): string {
  if (field.empty) return 'Include your country code, e.g. +1 for the US or +44 for the UK.';
  if (field.valid) return `We'll send it to ${field.normalized}`;
  if (field.normalized.length > 16) return 'That number is too long: up to 15 digits, country code included.';
  if (field.normalized.startsWith('+0')) return 'Start with your country code: it never begins with 0.';
  return 'Keep going: add your country code and the full number.';
}
