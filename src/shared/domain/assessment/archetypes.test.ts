import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../schemas/hexaco';
import { ARCHETYPES, archetypeFor } from './archetypes';
import { scores } from './scoring-test-helpers';

describe('archetypes', () => {
  it('defaults to The Explorer for flat, invalid or missing scores', () => {
    expect(archetypeFor(scores({}))).toBe('The Explorer');
    expect(archetypeFor(scores({ openness: 0.59 }))).toBe('The Explorer');
    expect(archetypeFor({ openness: 2 })).toBe('The Explorer');
    expect(archetypeFor(null)).toBe('The Explorer');
    expect(archetypeFor({ openness: 0.8 })).toBe('The Dreamer'); // missing traits count as 0.5
  });

  it('names the leading trait from 0.6', () => {
    expect(ARCHETYPES).toEqual({
      honesty_humility: 'The Confidant',
      emotionality: 'The Romantic',
      extraversion: 'The Spark',
      agreeableness: 'The Anchor',
      conscientiousness: 'The Strategist',
      openness: 'The Dreamer',
    });
    for (const t of TRAITS) expect(archetypeFor(scores({ [t]: 0.6 }))).toBe(ARCHETYPES[t]);
    expect(archetypeFor(scores({ openness: 0.9, extraversion: 0.8 }))).toBe('The Dreamer');
  });

  it('breaks ties in display order', () => {
    expect(archetypeFor(scores({ extraversion: 0.7, openness: 0.7 }))).toBe('The Spark');
    expect(archetypeFor(scores({ honesty_humility: 0.65, conscientiousness: 0.65 }))).toBe('The Confidant');
  });
});
