import { describe, expect, it } from 'vitest';
import { scrubEmails } from './scrub-emails';

describe('scrubEmails', () => {
  it('replaces e-mail addresses in nested strings and keys, leaving the rest', () => {
    const input = { a: 'write to ana.lopez+x@example.co.uk now', b: ['x@y.io', 3, null], 'me@home.org': true, c: { d: 'no address here' } };
    expect(scrubEmails(input)).toEqual({
      a: 'write to [email] now',
      b: ['[email]', 3, null],
      '[email]': true,
      c: { d: 'no address here' },
    });
  });
});
