import { describe, expect, it } from 'vitest';
import { contactsIn } from './contact-rules';
import { viewsOf } from './normalise';

const contacts = (text: string) => contactsIn(viewsOf(text));

describe('contact details beyond the relay detection', () => {
  it('finds a handle named by its app, without an @', () => {
    expect(contacts('my snap is dani.k07')).toEqual(['username']);
    expect(contacts('find me on kik, dani_k')).toEqual([]);
    expect(contacts('on kik: dani_k')).toEqual(['username']);
    expect(contacts('my instagram is danikay')).toEqual(['username']);
  });

  it('leaves what people say about their accounts', () => {
    expect(contacts('my insta is private')).toEqual([]);
    expect(contacts('my snap is kinda dead')).toEqual([]);
    expect(contacts('my line is busy')).toEqual([]);
    expect(contacts('my signal is bad here')).toEqual([]);
  });

  it('reads spelled and spaced-out numbers and addresses', () => {
    expect(contacts('eight one eight, five five five, two three four five')).toEqual(['phone']);
    expect(contacts('d a n i @ m a i l . c o m')).toEqual(['email']);
  });

  it('finds a number across the seam of two windows of a long message', () => {
    for (let pad = 100; pad < 260; pad += 7)
      expect(contacts(`${'x'.repeat(pad)} call 0161 496 0000 ${'y'.repeat(pad)}`)).toEqual(['phone']);
  });
});
