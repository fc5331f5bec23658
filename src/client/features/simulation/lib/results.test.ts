import { describe, expect, it } from 'vitest';
import { weekVerdict } from '@shared/domain/week/week-verdict';
import { DECISION_COPY, reasonsView, toDecision, toPercent } from './results';
import { personaA, personaB } from './test-fixtures';

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
  it("keeps each reason's tone as the server typed it, text untouched by marks; empty reasons are left out", () => {
    expect(
      reasonsView([
        { tone: 'positive', text: 'Personality compatibility 64%' },
        { tone: 'negative', text: "Sam wasn't ready to plan a date yet" },
        { tone: 'neutral', text: 'A long week' },
        { tone: 'neutral', text: '✓ a model wrote this mark' },
        { tone: 'positive', text: '  ' },
      ]),
    ).toEqual([
      { tone: 'positive', text: 'Personality compatibility 64%' },
      { tone: 'negative', text: "Sam wasn't ready to plan a date yet" },
      { tone: 'neutral', text: 'A long week' },
      { tone: 'neutral', text: '✓ a model wrote this mark' },
    ]);
  });

  it('never shows a ✓ beside a negative the verdict wrote (week-verdict.ts)', () => {
    const transcript = [
      { role: 'a', text: 'What do you do on Sundays?', day: 1, window: 1 },
      { role: 'a', text: 'And where did you grow up?', day: 1, window: 1 },
      { role: 'b', text: 'I like climbing a lot, the gym is my second home', day: 1, window: 2 },
      { role: 'a', text: 'Nice, do you go outdoors too?', day: 1, window: 2 },
    ] as const;
    const { why } = weekVerdict({ personaA, personaB, transcript });
    expect(why.find((r) => r.text === 'You and Alex have no interests in common')?.tone).toBe('negative');
    expect(reasonsView(why).map((r) => r.tone)).toEqual(why.map((r) => r.tone));
  });
});
