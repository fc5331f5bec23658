import { describe, expect, it } from 'vitest';
import { TRAITS, type Trait } from '../../schemas/hexaco';
import type { Scene } from './scenes';
import { scoreAssessment } from './scoring';
import { answer, extremeAnswers } from './test-fixtures';
import { resolveResponses, traitScore } from './trait-evidence';

describe('trait scores', () => {
  // A two-scene fixture small enough to compute by hand.
  const fixture: Scene[] = [
    {
      id: 'one',
      title: 'One',
      prompt: 'p',
      scene_order: 1,
      options: [
        { value: 'a', label: 'A', traitWeights: { openness: 0.16 } },
        { value: 'b', label: 'B', traitWeights: { openness: -0.08 } },
        { value: 'c', label: 'C', traitWeights: { extraversion: 0.12 } },
      ],
      calibrationTriggers: [{ condition: 'always', probeType: 'likert_scale', question: 'How was that?' }],
    },
    {
      id: 'two',
      title: 'Two',
      prompt: 'p',
      scene_order: 2,
      options: [
        { value: 'd', label: 'D', traitWeights: { openness: 0.12 } },
        { value: 'e', label: 'E', traitWeights: { agreeableness: 0.04 } },
        { value: 'f', label: 'F', traitWeights: { agreeableness: 0.04 } },
        { value: 'g', label: 'G', traitWeights: { agreeableness: 0.04 } },
      ],
      calibrationTriggers: [{ condition: 'always', probeType: 'likert_scale', question: 'How was that?' }],
    },
  ];
  const score = (picks: Array<[string, string]>, trait: Trait) => traitScore(resolveResponses(picks.map(([s, o]) => answer(s, o)), fixture), trait);

  it('is 0.5 + E / (U + D), from the chosen option against the scene mean', () => {
    // openness in scene one: weights .16, -.08, 0 → mean .0267, U .1333, D .1067, room .24
    expect(score([['one', 'b']], 'openness')).toBe(0.056); // 0.5 - 0.1067/0.24
    expect(score([['one', 'c']], 'openness')).toBe(0.389); // 0.5 - 0.0267/0.24
    expect(score([['one', 'a']], 'openness')).toBe(1); // 0.5 + 0.1333/0.24 = 1.056, clamped
    // extraversion in scene one: 0, 0, .12 → mean .04, room .12
    expect(score([['one', 'a']], 'extraversion')).toBe(0.167);
  });

  it('pools scenes in proportion to the contrast they offer', () => {
    // openness: E = 0.1333 - 0.03 = 0.1033 over room 0.24 + 0.12 = 0.36 → 0.787
    expect(score([['one', 'a'], ['two', 'e']], 'openness')).toBe(0.787);
    expect(score([['one', 'b'], ['two', 'd']], 'openness')).toBe(0.5 + Math.round(((-0.08 - 0.08 / 3 + 0.12 - 0.03) / 0.36) * 1000) / 1000);
  });

  it('counts small contrasts too', () => {
    // agreeableness in scene two: 0, .04, .04, .04 → mean .03, U .01, D .03, room .04
    expect(score([['two', 'e']], 'agreeableness')).toBe(0.75);
    expect(score([['two', 'd']], 'agreeableness')).toBe(0); // 0.5 - 0.03/0.04, clamped
  });

  it('is 0.5 for a trait no answered scene contrasts', () => {
    expect(score([['two', 'e']], 'emotionality')).toBe(0.5);
    expect(score([['one', 'a']], 'honesty_humility')).toBe(0.5);
    expect(score([], 'openness')).toBe(0.5);
  });

  it('reaches 1 for the top option everywhere and stays between 0.08 and 0.24 at the floor', () => {
    const floors: Record<Trait, number> = { honesty_humility: 0.083, emotionality: 0.161, extraversion: 0.17, agreeableness: 0.181, conscientiousness: 0.233, openness: 0.2 };
    for (const t of TRAITS) {
      expect(scoreAssessment(extremeAnswers(t, 'max')).scores[t], t).toBe(1);
      expect(scoreAssessment(extremeAnswers(t, 'min')).scores[t], t).toBe(floors[t]);
    }
  });
});
