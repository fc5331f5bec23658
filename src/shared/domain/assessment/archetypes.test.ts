import { describe, expect, it } from 'vitest';
import { TRAITS, type HexacoScores, type Trait } from './hexaco';
import { ARCHETYPES, ARCHETYPE_MIN_Z, ARCHETYPE_NAMES, DEFAULT_ARCHETYPE, archetypeFor, dominantTrait } from './archetypes';
import { NORM_MEAN, NORM_SD } from './norms';
import { scores } from './test-fixtures';

/** Every trait at its norm mean, with some traits `k` norm SDs above (or below) it. */
const atZ = (zs: Partial<Record<Trait, number>>) =>
  Object.fromEntries(TRAITS.map((t) => [t, NORM_MEAN[t] + (zs[t] ?? 0) * NORM_SD[t]])) as HexacoScores;

describe('archetypes', () => {
  it('lists seven distinct archetypes: The Explorer, then one per trait in trait order', () => {
    expect(ARCHETYPE_NAMES).toEqual([
      'The Explorer',
      'The Confidant',
      'The Romantic',
      'The Spark',
      'The Anchor',
      'The Strategist',
      'The Dreamer',
    ]);
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

  it('names the trait furthest above its own norm, from half a norm SD', () => {
    expect(ARCHETYPES).toEqual({
      honesty_humility: 'The Confidant',
      emotionality: 'The Romantic',
      extraversion: 'The Spark',
      agreeableness: 'The Anchor',
      conscientiousness: 'The Strategist',
      openness: 'The Dreamer',
    });
    expect(ARCHETYPE_MIN_Z).toBe(0.5);
    for (const t of TRAITS) {
      expect(archetypeFor(atZ({ [t]: 0.5 }))).toBe(ARCHETYPES[t]);
      expect(archetypeFor(atZ({ [t]: 0.49 }))).toBe('The Explorer');
    }
    expect(archetypeFor(atZ({}))).toBe('The Explorer');
    // Raw 0.7 on extraversion (norm 0.63) is +0.5 SD; raw 0.6 on agreeableness (norm 0.49) is +0.8 SD: The Anchor leads.
    expect(archetypeFor(scores({ extraversion: 0.7, agreeableness: 0.6 }))).toBe('The Anchor');
    expect(dominantTrait(scores({ extraversion: 0.7, agreeableness: 0.6 }))).toBe('agreeableness');
    expect(archetypeFor(atZ({ openness: 1.2, extraversion: 1 }))).toBe('The Dreamer');
  });

  it('breaks ties in display order', () => {
    expect(archetypeFor(atZ({ extraversion: 1, openness: 1 }))).toBe('The Spark');
    expect(archetypeFor(atZ({ honesty_humility: 0.8, conscientiousness: 0.8 }))).toBe('The Confidant');
  });
});
