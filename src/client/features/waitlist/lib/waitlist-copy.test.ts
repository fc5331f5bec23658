import { describe, expect, it } from 'vitest';
import { emailNote, firstNameOf } from './waitlist-copy';

describe('firstNameOf', () => {
  it('takes the first word of the display name, keeping its case', () => {
    expect(firstNameOf('  ana   María López ')).toBe('ana');
    expect(firstNameOf('Sam')).toBe('Sam');
  });

  it('is null without a usable name', () => {
    for (const value of [null, undefined, '', '   ']) expect(firstNameOf(value)).toBeNull();
  });
});

describe('emailNote', () => {
  it('names the address when there is one', () => {
    expect(emailNote(' sam@example.com ')).toBe("We'll email you at sam@example.com as soon as your invite is ready.");
  });

  it('still promises an email without an address', () => {
    expect(emailNote(null)).toBe("We'll notify you by email as soon as your invite is ready.");
    expect(emailNote('  ')).toBe("We'll notify you by email as soon as your invite is ready.");
  });
});
