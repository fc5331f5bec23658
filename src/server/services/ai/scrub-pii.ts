/** Nothing that identifies a person this way ever reaches a model. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// A run of 7-15 digits, possibly with +, spaces, dots, dashes or brackets between them.
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const EMAIL_PLACEHOLDER = '[email removed]';
export const PHONE_PLACEHOLDER = '[phone removed]';

export function scrubText(text: string): string {
  return text.replace(EMAIL, EMAIL_PLACEHOLDER).replace(PHONE, (match) => {
    const digits = match.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15 && !ISO_DATE.test(match.trim()) ? PHONE_PLACEHOLDER : match;
  });
}

/** Scrubs every string in a JSON-like value (object keys are left alone: they are ours). */
export function scrubPii<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrubPii(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubPii(v)])) as T;
  }
  return value;
}
