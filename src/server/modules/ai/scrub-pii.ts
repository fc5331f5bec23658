import { findEmails, findPhones, replaceSpans } from './pii-scanners';

export const EMAIL_PLACEHOLDER = '[email removed]';
export const PHONE_PLACEHOLDER = '[phone removed]';

/** Nothing that identifies a person this way ever reaches a model. Linear in the text's length. */
export function scrubText(text: string): string {
  const withoutEmails = replaceSpans(text, findEmails(text), EMAIL_PLACEHOLDER);
  return replaceSpans(withoutEmails, findPhones(withoutEmails), PHONE_PLACEHOLDER);
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
