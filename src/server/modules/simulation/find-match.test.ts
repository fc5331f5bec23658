import { describe, expect, it } from 'vitest';
import { SAMPLE_PERSONA_A } from '../ai/testing/sample-personas';
import { createAiEngine } from '@server/modules/ai';
import { allowedMatchName, findMatch } from './find-match';

describe('the match name (issue 12 item 1)', () => {
  it('keeps an allowed name', () => {
    expect(allowedMatchName('Riley', 'Ada Lovelace', 3)).toBe('Riley');
  });

  it('is never Maya and never the person’s first name, whatever the seed', () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const [candidate, person] of [
        ['Maya', 'Ada'],
        ['maya', 'Jordan'],
        ['Ada', 'Ada Lovelace'],
        ['jordan', 'Jordan'],
        ['', 'Riley'],
      ]) {
        const name = allowedMatchName(candidate!, person!, seed).toLowerCase();
        expect(name).not.toBe('maya');
        expect(name).not.toBe(person!.split(' ')[0]!.toLowerCase());
        expect(name.length).toBeGreaterThan(0);
      }
    }
  });

  it('names the persona the simulator speaks as like the card', async () => {
    const ai = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    for (let seed = 0; seed < 60; seed++) {
      const match = await findMatch(ai, { ...SAMPLE_PERSONA_A, name: 'Jordan' }, seed);
      expect(match.persona.name).toBe(match.name);
      expect(['maya', 'jordan']).not.toContain(match.name.toLowerCase());
    }
  });
});
