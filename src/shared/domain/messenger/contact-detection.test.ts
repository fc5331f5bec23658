import { describe, expect, it } from 'vitest';
import { contactWords, findContacts } from './contact-detection';

describe('contact details in a relayed message', () => {
  it.each([
    ['call me on +351 912 345 678', ['phone']],
    ['my number is 912-345-678', ['phone']],
    ['(415) 555 0199 after six', ['phone']],
    ['write to ana.souza@example.com', ['email']],
    ['ana dot souza at gmail dot com', ['email']],
    ['ana (at) gmail (dot) com', ['email']],
    ["I'm @ana_lisboa on insta", ['username']],
    ['find me at t.me/ana_lisboa', ['link']],
    ['instagram.com/ana.l', ['link']],
    ['+351912345678 or ana@example.com', ['phone', 'email']],
  ])('finds them in %j', (text, kinds) => {
    expect(findContacts(text)).toEqual(kinds);
  });

  it.each([
    'Thursday after 7 or Saturday afternoon?',
    'Shall we meet on 2026-12-04 at 19:30?',
    'I ran 10 km in 55 minutes',
    'The tile museum opens at 10, tickets are 5 euros',
    'Email is so 1999. Tell me about your week!',
    'we could meet at the café at Rua Augusta 24',
  ])('lets %j through', (text) => {
    expect(findContacts(text)).toEqual([]);
  });

  it('names what it found', () => {
    expect(contactWords(['phone'])).toBe('a phone number');
    expect(contactWords(['phone', 'email', 'link'])).toBe('a phone number, an e-mail address and a profile link');
  });
});
