import { describe, expect, it } from 'vitest';
import { DECISION_COPY, reasonsView, toDecision, toPercent } from './results';

describe('toDecision', () => {
  it('keeps YES, NO and MAYBE and defaults anything else to MAYBE', () => {
    expect(toDecision('YES')).toBe('YES');
    expect(toDecision('no')).toBe('NO');
    expect(toDecision('MAYBE')).toBe('MAYBE');
    expect(toDecision('NOT_SURE')).toBe('MAYBE');
    expect(toDecision(undefined)).toBe('MAYBE');
  });

  it('has words for every decision', () => {
    expect(Object.keys(DECISION_COPY).sort()).toEqual(['MAYBE', 'NO', 'YES']);
  });
});

describe('toPercent', () => {
  it('rounds a 0..1 score to a whole clamped percent', () => {
    expect(toPercent(0.823)).toBe(82);
    expect(toPercent(0.825)).toBe(83);
    expect(toPercent(1.2)).toBe(100);
    expect(toPercent(-1)).toBe(0);
    expect(toPercent(Number.NaN)).toBe(0);
  });
});

describe('reasonsView', () => {
  it('reads the ✓ / ✗ marks into tones and takes them off the text; unmarked reasons are neutral', () => {
    expect(reasonsView(['✓ Personality compatibility 64%', "✗ Sam wasn't ready to plan a date yet", 'A long week', '  ', 42])).toEqual([
      { tone: 'positive', text: 'Personality compatibility 64%' },
      { tone: 'negative', text: "Sam wasn't ready to plan a date yet" },
      { tone: 'neutral', text: 'A long week' },
    ]);
  });

  it('never shows a ✓ beside a negative the verdict wrote (week-verdict.ts)', () => {
    const why = [
      '✗ You and Sam have no interests in common',
      '✗ One question went unanswered',
      '✓ You share 2 interests: hiking and cooking',
    ];
    expect(reasonsView(why).map((r) => r.tone)).toEqual(['negative', 'negative', 'positive']);
  });
});
