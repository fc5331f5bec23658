import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES } from '@shared/domain/assessment/archetypes';
import { scoreAssessment } from '@shared/domain/assessment/scoring';
import { createRng, drawPerson, simulateAnswers, STYLE_MIX, tauForShare, type ResponseStyle } from './recovery-sim';

describe('archetypes over a simulated population', () => {
  // The recovery study's respondents (docs/assessment-scoring.md §8): correlated HEXACO-60 traits,
  // its response-style mix, noise 0.50, answers drawn from the independent ratings, scored for real.
  const PEOPLE = 1000;
  const share = 0.5;
  const tau = tauForShare(share);
  const styleOf = (r: number): ResponseStyle =>
    r < STYLE_MIX.random ? 'random' : r < STYLE_MIX.random + STYLE_MIX.desirable ? 'desirable' : 'attentive';

  it('gives every archetype between 5 % and 30 % of people', () => {
    const rng = createRng(20261123);
    const counts = new Map<string, number>(ARCHETYPE_NAMES.map((n) => [n, 0]));
    for (let i = 0; i < PEOPLE; i++) {
      const person = drawPerson(rng, styleOf(rng()));
      const { archetype } = scoreAssessment(simulateAnswers(person, rng, share, tau));
      counts.set(archetype, (counts.get(archetype) ?? 0) + 1);
    }
    const shares = Object.fromEntries([...counts].map(([n, c]) => [n, c / PEOPLE]));
    console.info('archetype shares', shares);
    expect(Object.keys(shares).sort()).toEqual([...ARCHETYPE_NAMES].sort());
    for (const value of Object.values(shares)) {
      expect(value).toBeGreaterThanOrEqual(0.05);
      expect(value).toBeLessThanOrEqual(0.3);
    }
  }, 60_000);
});
