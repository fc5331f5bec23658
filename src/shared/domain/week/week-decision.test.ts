import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { decideWeek, VERDICT_RULE, weekReasons } from './week-decision';
import type { WeekSignals } from './week-signals';

/** The rule weekVerdict (week-verdict.ts) decides by, on the score and the week's signals. */

const talk = (over: Partial<WeekSignals> = {}): WeekSignals => ({
  messageCount: 40,
  engagementBalance: 0.9,
  louder: 'even',
  datePlanned: false,
  planDeclinedBy: null,
  dateProposed: false,
  warmReplies: 0,
  deadEnds: 0,
  unansweredQuestions: 0,
  ...over,
});

describe('decideWeek', () => {
  it('says YES to a planned date with a score at or above the threshold, whatever else happened', () => {
    expect(VERDICT_RULE.yesAtLeast).toBe(0.6);
    expect(decideWeek(0.6, talk({ datePlanned: true })).decision).toBe('YES');
    expect(decideWeek(0.61, talk({ datePlanned: true, deadEnds: 2, unansweredQuestions: 2 })).decision).toBe('YES');
    expect(decideWeek(0.59, talk({ datePlanned: true })).decision).toBe('MAYBE');
  });

  it('lets warm replies carry a good score to YES without a date, but not a middling one', () => {
    expect(decideWeek(0.65, talk({ warmReplies: 4 })).decision).toBe('YES');
    expect(decideWeek(0.65, talk({ warmReplies: 1 })).decision).toBe('MAYBE');
    expect(decideWeek(0.55, talk({ warmReplies: 4 })).decision).toBe('MAYBE');
    expect(decideWeek(0.55, talk({ warmReplies: 4, datePlanned: true })).decision).toBe('YES');
  });

  it('says NO to dead ends, unanswered questions, a turned-down date and mismatched pace', () => {
    expect(decideWeek(0.62, talk({ planDeclinedBy: 'b', deadEnds: 1 })).decision).toBe('NO');
    expect(decideWeek(0.62, talk({ unansweredQuestions: 2, engagementBalance: 0.5, louder: 'a' })).decision).toBe('NO');
    expect(decideWeek(0.62, talk({ planDeclinedBy: 'b' })).decision).toBe('MAYBE');
    expect(decideWeek(0.5, talk({ deadEnds: 1 })).decision).toBe('NO');
    expect(decideWeek(0.44, talk({ datePlanned: true, warmReplies: 5 })).decision).toBe('NO');
  });

  it('does not judge fewer than 4 messages, and defaults to MAYBE 0.75 without a score', () => {
    expect(decideWeek(0.9, talk({ messageCount: 2, datePlanned: true }))).toEqual({ decision: 'MAYBE', confidence: 0.6 });
    expect(decideWeek(Number.NaN, talk())).toEqual({ decision: 'MAYBE', confidence: 0.75 });
    expect(VERDICT_RULE.defaultDecision).toBe('MAYBE');
  });

  it('keeps confidence within 0.5..0.95 for any input', () => {
    const rand = seededRandom(99);
    for (let i = 0; i < 500; i++) {
      const { confidence } = decideWeek(
        rand() * 1.4 - 0.2,
        talk({
          messageCount: Math.floor(rand() * 40),
          engagementBalance: rand(),
          deadEnds: Math.floor(rand() * 6),
          datePlanned: rand() < 0.5,
        }),
      );
      expect(confidence).toBeGreaterThanOrEqual(0.5);
      expect(confidence).toBeLessThanOrEqual(0.95);
    }
  });
});

describe('weekReasons', () => {
  it('explains the week in you and the match, positives and negatives typed', () => {
    expect(weekReasons(talk({ datePlanned: true, warmReplies: 3 }), 'Sam')).toEqual([
      { tone: 'positive', text: 'You and Sam planned a date' },
      { tone: 'positive', text: '3 warm replies over the week' },
      { tone: 'positive', text: 'You and Sam kept an even pace' },
    ]);
    expect(
      weekReasons(talk({ planDeclinedBy: 'b', deadEnds: 2, unansweredQuestions: 1, engagementBalance: 0.5, louder: 'a' }), 'Sam'),
    ).toEqual([
      { tone: 'negative', text: "Sam wasn't ready to plan a date yet" },
      { tone: 'negative', text: '2 questions got flat, one-line answers' },
      { tone: 'negative', text: 'One question went unanswered' },
      { tone: 'negative', text: 'You wrote far more than Sam' },
    ]);
  });
});
