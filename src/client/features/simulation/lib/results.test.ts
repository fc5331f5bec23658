import { describe, expect, it } from 'vitest';
import { DECISION_COPY, toDecision, toPercent } from './results';

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
