import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../schemas/hexaco';
import { ARCHETYPES, ARCHETYPE_NAMES, DEFAULT_ARCHETYPE } from './archetypes';

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
