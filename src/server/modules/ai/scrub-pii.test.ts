import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEmails, findPhones } from './pii-scanners';
import { EMAIL_PLACEHOLDER, PHONE_PLACEHOLDER, scrubPii, scrubText } from './scrub-pii';
import { ADVERSARIAL, adversarialMegabyte } from './testing/adversarial-text';
import { countingText } from './testing/counting-text';

/**
 * The regexes scrubbing used to run (quadratic on long runs): the oracle the scanners must agree
 * with on short text. One deliberate change: a run of more than 15 digits with separators (two
 * numbers in a row) is now scrubbed rather than let through whole.
 */
const ORACLE_EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const ORACLE_PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu;
function oracle(text: string): string {
  return text.replace(ORACLE_EMAIL, EMAIL_PLACEHOLDER).replace(ORACLE_PHONE, (match) => {
    const digits = match.replace(/\D/g, '').length;
    const separated = /\D/.test(match.replace(/^\+?\(?/, ''));
    return digits >= 7 && (digits <= 15 || separated) && !/^\d{4}-\d{2}-\d{2}$/.test(match) ? PHONE_PLACEHOLDER : match;
  });
}

describe('scrubPii', () => {
  it.each([
    ['mail me at jane.doe+dating@example.co.uk please', `mail me at ${EMAIL_PLACEHOLDER} please`],
    ['call +1 (415) 555-2671 tonight', `call ${PHONE_PLACEHOLDER} tonight`],
    ['my number is 07700 900123', `my number is ${PHONE_PLACEHOLDER}`],
    ['whatsapp: +447700900123', `whatsapp: ${PHONE_PLACEHOLDER}`],
    ['555.123.4567', PHONE_PLACEHOLDER],
    ['Zoë@exämple.de wrote', `${EMAIL_PLACEHOLDER} wrote`],
    ['𝒜𝒷@𝒸.org and a@b.𝒸𝒹', `${EMAIL_PLACEHOLDER} and ${EMAIL_PLACEHOLDER}`],
    ['a@b@c.de', `a@${EMAIL_PLACEHOLDER}`],
    ['x@y.com.', `${EMAIL_PLACEHOLDER}.`],
    ['a@b.cc1@d.ee', `${EMAIL_PLACEHOLDER}${EMAIL_PLACEHOLDER}`],
    ['(020) 7946 0958.', `${PHONE_PLACEHOLDER}.`],
    ['tel:+44-20-7946-0958', `tel:${PHONE_PLACEHOLDER}`],
    ['either 07700 900123 or 07700 900124', `either ${PHONE_PLACEHOLDER} or ${PHONE_PLACEHOLDER}`],
    // Two numbers in a row make one 22-digit run, which the old filter let through whole.
    ['07700 900123 07700 900124', PHONE_PLACEHOLDER],
  ])('scrubs %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each([
    'We met on 2024-05-01',
    'Day 3 of 7, window 2',
    'I ran 10 km in 52 minutes',
    'Top 100 songs of 1999',
    'Score 0.75',
    'meet @ 5pm',
    'me@home',
    'order 12345678901234567890',
    'x@y.c0m',
    'ab1234567',
    '1234567cd',
    '٣1234567',
  ])('leaves %s alone', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('scrubs nested strings and keeps other values', () => {
    const out = scrubPii({ a: ['x@y.io', 3], b: { c: 'ring 020 7946 0958' }, d: null, e: true });
    expect(out).toEqual({ a: [EMAIL_PLACEHOLDER, 3], b: { c: `ring ${PHONE_PLACEHOLDER}` }, d: null, e: true });
  });

  it('agrees with the old regexes on short text built from the characters that matter', () => {
    const alphabet = fc.constantFrom(
      'a',
      'Z',
      'é',
      '𝒜',
      '٣',
      '1',
      '7',
      '0',
      '.',
      '@',
      '+',
      '-',
      '(',
      ')',
      ' ',
      '\n',
      '\u00a0',
      '_',
      '%',
      ',',
      'x',
      'co',
      'uk',
    );
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')),
        (text) => {
          expect(scrubText(text)).toBe(oracle(text));
        },
      ),
      { numRuns: 3000, seed: 9 },
    );
  });
});

/** Characters each scanner reads per character of `text`: linear means a small constant, whatever the text. */
const readsPerCharacter = (text: string) =>
  [findEmails, findPhones].map((scan) => {
    const counted = countingText(text);
    scan(counted.text);
    return counted.reads() / text.length;
  });

// NOTE: the scanners' characters read are counted, not timed: a busy CI machine cannot skew a count.
// The old regexes re-read a run from every start position, ~n/2 reads per character on these texts.
const MAX_READS_PER_CHARACTER = 5;

describe('scrubbing is linear', () => {
  it.each(Object.entries(ADVERSARIAL))('scrubs %s reading each character a bounded number of times', (_, make) => {
    const small = make(100_000);
    const large = make(1_000_000);
    expect(scrubText(small.slice(0, 2000))).toBe(oracle(small.slice(0, 2000)));
    const smallReads = readsPerCharacter(small);
    const largeReads = readsPerCharacter(large);
    for (const [i, perCharacter] of largeReads.entries()) {
      expect(perCharacter).toBeLessThanOrEqual(MAX_READS_PER_CHARACTER);
      // 10× the input costs ~10× the reads: the reads per character do not grow with the length.
      expect(perCharacter).toBeLessThanOrEqual(smallReads[i]! * 1.01);
    }
  });

  it('scrubs 1 MB of every adversarial pattern reading each character at most 5 times per scanner', () => {
    const text = adversarialMegabyte();
    expect(text.length).toBe(1_000_000);
    for (const perCharacter of readsPerCharacter(text)) expect(perCharacter).toBeLessThanOrEqual(MAX_READS_PER_CHARACTER);
    expect(scrubText(text)).toContain(PHONE_PLACEHOLDER);
  });
});
