import { describe, expect, it } from 'vitest';
import { EMAIL_PLACEHOLDER, PHONE_PLACEHOLDER, scrubPii, scrubText } from './scrub-pii';

describe('scrubPii', () => {
  it.each([
    ['mail me at jane.doe+dating@example.co.uk please', `mail me at ${EMAIL_PLACEHOLDER} please`],
    ['call +1 (415) 555-2671 tonight', `call ${PHONE_PLACEHOLDER} tonight`],
    ['my number is 07700 900123', `my number is ${PHONE_PLACEHOLDER}`],
    ['whatsapp: +447700900123', `whatsapp: ${PHONE_PLACEHOLDER}`],
    ['555.123.4567', PHONE_PLACEHOLDER],
  ])('scrubs %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each(['We met on 2024-05-01', 'Day 3 of 7, window 2', 'I ran 10 km in 52 minutes', 'Top 100 songs of 1999', 'Score 0.75'])('leaves %s alone', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('scrubs nested strings and keeps other values', () => {
    const out = scrubPii({ a: ['x@y.io', 3], b: { c: 'ring 020 7946 0958' }, d: null, e: true });
    expect(out).toEqual({ a: [EMAIL_PLACEHOLDER, 3], b: { c: `ring ${PHONE_PLACEHOLDER}` }, d: null, e: true });
  });
});
