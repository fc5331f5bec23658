import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../schemas/hexaco';
import { ARCHETYPES, ARCHETYPE_NAMES, DEFAULT_ARCHETYPE, archetypeFor } from './archetypes';
import { scores } from './test-fixtures';

describe('archetypes', () => {
  it('lists seven distinct archetypes: The Explorer, then one per trait in trait order', () => {
    expect(ARCHETYPE_NAMES).toEqual(['The Explorer', 'The Confidant', 'The Romantic', 'The Spark', 'The Anchor', 'The Strategist', 'The Dreamer']);
    expect(new Set(ARCHETYPE_NAMES).size).toBe(TRAITS.length + 1);
    expect(ARCHETYPE_NAMES[0]).toBe(DEFAULT_ARCHETYPE);
  });

  it('gives every trait its own archetype, none of them the default', () => {
    for (const trait of TRAITS) expect(ARCHETYPES[trait]).not.toBe(DEFAULT_ARCHETYPE);
    expect(new Set(Object.values(ARCHETYPES)).size).toBe(TRAITS.length);
  });
});

describe('archetypeFor', () => {
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
