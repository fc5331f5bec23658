import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES } from '@shared/domain/assessment/archetypes';
import { ARCHETYPE_COPY, FALLBACK_ARCHETYPE_COPY, archetypeDisplay } from './archetypes';

describe('archetypeDisplay', () => {
  it('has a tagline and a description for every archetype the scoring can assign', () => {
    expect(Object.keys(ARCHETYPE_COPY).sort()).toEqual([...ARCHETYPE_NAMES].sort());
    for (const name of ARCHETYPE_NAMES) {
      const copy = ARCHETYPE_COPY[name];
      expect(copy.tagline.length).toBeGreaterThan(0);
      expect(copy.description.length).toBeGreaterThan(20);
    }
  });

  it('describes each archetype in its own words', () => {
    const descriptions = ARCHETYPE_NAMES.map((name) => ARCHETYPE_COPY[name].description);
    expect(new Set(descriptions).size).toBe(ARCHETYPE_NAMES.length);
  });

  it('looks up a known archetype', () => {
    expect(archetypeDisplay('The Dreamer')).toEqual({
      name: 'The Dreamer',
      known: true,
      key: 'The Dreamer',
      ...ARCHETYPE_COPY['The Dreamer'],
    });
  });

  it('matches regardless of case and stray whitespace, showing the tidied name', () => {
    const display = archetypeDisplay('  the   spark ');
    expect(display?.key).toBe('The Spark');
    expect(display?.name).toBe('the spark');
    expect(display?.description).toBe(ARCHETYPE_COPY['The Spark'].description);
  });

  it('falls back to a generic description for an unknown archetype, keeping its name', () => {
    expect(archetypeDisplay('The Wizard')).toEqual({ name: 'The Wizard', known: false, key: null, ...FALLBACK_ARCHETYPE_COPY });
  });

  it('shows no card when there is no archetype', () => {
    for (const value of [undefined, null, '', '   ', 42]) expect(archetypeDisplay(value)).toBeNull();
  });

  it('truncates an overlong name as a heading (§5)', () => {
    const display = archetypeDisplay(`The ${'Very '.repeat(40)}Long`);
    expect(Array.from(display!.name).length).toBeLessThanOrEqual(100);
    expect(display!.name.endsWith('…')).toBe(true);
  });
});
