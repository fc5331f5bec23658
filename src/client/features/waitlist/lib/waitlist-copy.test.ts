import { describe, expect, it } from 'vitest';
import { emailNote } from './waitlist-copy';

describe('emailNote', () => {
  it('names the address when there is one', () => {
    expect(emailNote(' sam@example.com ')).toBe("We'll email you at sam@example.com as soon as your invite is ready.");
  });

  it('still promises an email without an address', () => {
    expect(emailNote(null)).toBe("We'll notify you by email as soon as your invite is ready.");
    expect(emailNote('  ')).toBe("We'll notify you by email as soon as your invite is ready.");
  });
});
