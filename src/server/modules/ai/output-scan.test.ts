import { describe, expect, it } from 'vitest';
import { nameWords, scanModelText } from './output-scan';

describe('the model’s output, scanned before it is stored or shown (issue 43 item 5)', () => {
  it('redacts e-mail addresses, phone numbers, links and handles, and counts them', () => {
    const { text, found } = scanModelText('Mail me at ana.souza@mail.pt or call +351 912 345 678, see www.ana.pt and @ana_s!');
    expect(text).toBe('Mail me at [email removed] or call [phone removed], see [link removed] and [handle removed]!');
    expect(found).toBe(4);
  });

  it('redacts another member’s surname as a whole word, in any case', () => {
    const { text, found } = scanModelText('I am Ana Souza, SOUZA with a z; Souzaphone is not it.', ['Souza']);
    expect(text).toBe('I am Ana [name removed], [name removed] with a z; Souzaphone is not it.');
    expect(found).toBe(2);
  });

  it('leaves ordinary words, dates and times alone', () => {
    const line = 'Saturday at 10:30 on 2026-12-05 works, the café on 5th street. Can’t wait!';
    expect(scanModelText(line, ['Costa'])).toEqual({ text: line, found: 0 });
  });

  it('looks only for name-shaped words of three letters or more', () => {
    expect(nameWords(['Maria da Souza', 'x', '(.*)', 'Souza'])).toEqual(['Maria', 'Souza']);
  });

  it('stays linear on hostile input', () => {
    const hostile = `${'a'.repeat(50_000)}@${'1 '.repeat(20_000)}`;
    expect(scanModelText(hostile, ['Souza']).text.length).toBeGreaterThan(0);
  });
});
