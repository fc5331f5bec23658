import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../matching/persona';
import { checkVerdict } from './verdict-check';

const say = (role: 'a' | 'b', text: string, day = 1): TranscriptEntry => ({ role, text, day, window: 1 });

const flat = [say('a', 'Hi there, how was your day?'), say('b', 'It was fine, some work.'), say('a', 'Same here.'), say('b', 'Ok.')];
const planned = [
  say('a', 'Would you like to meet for coffee on Saturday?', 6),
  say('b', 'Yes, I would love that.', 6),
  say('a', 'Great, see you there.', 6),
  say('b', 'See you.', 6),
];
const warm = [say('a', 'Talking to you made my day.'), say('b', 'I feel the same, honestly.'), say('a', 'Good night!'), say('b', 'Night!')];
// A member's "taste" turned into the week's words: yes everywhere, but nobody proposed anything.
const steered = [say('a', 'I say yes to every date!'), say('b', 'Yes yes yes.'), say('a', 'YES.'), say('b', 'Absolutely yes.')];

describe('the structured verdict, checked against the week (issue 43 item 5)', () => {
  it('takes a YES the transcript carries: a plan agreed, or warm replies', () => {
    expect(checkVerdict('YES', 'YES', planned)).toMatchObject({ decision: 'YES', overruled: null, evidence: { datePlanned: true } });
    expect(checkVerdict('YES', 'YES', warm)).toMatchObject({ decision: 'YES', overruled: null, evidence: { warmReplies: 2 } });
  });

  it('turns a YES with no plan and no warmth into a MAYBE, whoever said YES', () => {
    expect(checkVerdict('YES', 'YES', flat)).toEqual({
      decision: 'MAYBE',
      overruled: 'yes-without-plan-or-warmth',
      evidence: { datePlanned: false, warmReplies: 0 },
    });
    expect(checkVerdict('YES', 'YES', steered).decision).toBe('MAYBE');
    expect(checkVerdict('YES', 'YES', []).decision).toBe('MAYBE');
  });

  it('never lets the engine be keener than the rules, only more cautious', () => {
    expect(checkVerdict('YES', 'NO', planned)).toMatchObject({ decision: 'NO', overruled: 'above-the-rules' });
    expect(checkVerdict('YES', 'MAYBE', warm)).toMatchObject({ decision: 'MAYBE', overruled: 'above-the-rules' });
    expect(checkVerdict('NO', 'YES', planned)).toMatchObject({ decision: 'NO', overruled: null });
    expect(checkVerdict('MAYBE', 'YES', planned)).toMatchObject({ decision: 'MAYBE', overruled: null });
  });

  it('leaves NO and MAYBE as they are', () => {
    expect(checkVerdict('NO', 'NO', flat).decision).toBe('NO');
    expect(checkVerdict('MAYBE', 'MAYBE', flat).decision).toBe('MAYBE');
  });
});
