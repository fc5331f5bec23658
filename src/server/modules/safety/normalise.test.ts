import { describe, expect, it } from 'vitest';
import { viewsOf, wordViews } from './normalise';

describe('the views the rules read', () => {
  it('reads look-alike letters, wide and bold letters, accents and hidden characters as plain Latin', () => {
    expect(viewsOf('Тelеgrаm').plain).toBe('telegram'); // Cyrillic Т, е, а
    expect(viewsOf('ｗｈａｔｓａｐｐ').plain).toBe('whatsapp');
    expect(viewsOf('𝐬𝐧𝐚𝐩').plain).toBe('snap');
    expect(viewsOf('kïk crème').plain).toBe('kik creme');
    expect(viewsOf('tele\u200bgr\u00adam').plain).toBe('telegram');
    expect(viewsOf('I’ll   be   there').plain).toBe("i'll be there");
  });

  it('keeps currency signs the look-alike table would read as letters', () => {
    expect(viewsOf('€50, ₦2000 or ¥300').plain).toBe('€50, ₦2000 or ¥300');
  });

  it('joins characters spaced out one by one, and only those', () => {
    expect(viewsOf('add me on s n a p c h a t').joined).toBe('add me on snapchat');
    expect(viewsOf('b e n @ m a i l . c o m').joined).toBe('ben@mail.com');
    expect(viewsOf('a cat and a dog').joined).toBe('a cat and a dog');
  });

  it('squeezes punctuation and leetspeak out of words but leaves amounts and times', () => {
    expect(viewsOf('k1k or t3le.gr@m').squeezed).toBe('kik or telegram');
    expect(viewsOf('send $300 at 18:30').squeezed).toBe('send $300 at 18:30');
  });

  it('writes spelled-out digits as digits when three or more come in a row', () => {
    expect(viewsOf('it is six one seven, five five five, oh one two three').digits).toBe('it is 6175550123');
    expect(viewsOf('double four seven nine').digits).toBe('4479');
    expect(viewsOf('forty two eleven ninety').digits).toBe('421190');
    expect(viewsOf('one or two drinks').digits).toBe('one or two drinks');
  });

  it('gives the word rules each distinct view once', () => {
    expect(wordViews(viewsOf('hello there'))).toEqual(['hello there']);
    expect(wordViews(viewsOf('h e y y0u'))).toEqual(['h e y y0u', 'hey y0u', 'hey you']);
  });
});
