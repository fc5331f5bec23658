import { describe, expect, it } from 'vitest';
import { lifestyleInsights } from './lifestyle-insights';
import { scores } from './test-fixtures';

describe('lifestyle insights', () => {
  it('describe the four most pronounced traits, most pronounced first', () => {
    expect(
      lifestyleInsights(
        scores({
          openness: 0.9,
          extraversion: 0.2,
          conscientiousness: 0.55,
          agreeableness: 0.62,
          emotionality: 0.5,
          honesty_humility: 0.43,
        }),
      ),
    ).toEqual([
      "You collect new experiences: a dish you can't pronounce, a gallery off the beaten path, a trip with no fixed plan.",
      'Your ideal weekend has room to breathe: a long walk, a good book, one close friend.',
      "You're the friend who smooths things over and believes in second chances.",
      "You're sincere with the people you trust and sensible with those you're still getting to know.",
    ]);
  });
});
