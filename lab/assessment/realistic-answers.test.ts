import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAnswers, encodeAnswers } from '@shared/domain/assessment/testing/answer-codes';
import { drawRealisticAnswers, FIXTURE_URL } from './realistic-answers';
import { createRng, drawPerson, simulateAnswers, tauForShare } from './recovery-sim';

describe('the product tests’ realistic respondents', () => {
  it('are what the recovery study’s simulation draws today', () => {
    const stored = JSON.parse(readFileSync(FIXTURE_URL, 'utf8')) as string[];
    expect(stored).toEqual(drawRealisticAnswers());
  });

  it('decode to exactly the answers that were encoded', () => {
    const rng = createRng(7);
    const tau = tauForShare(0.5);
    for (const style of ['attentive', 'desirable', 'random'] as const)
      for (let i = 0; i < 200; i++) {
        const answers = simulateAnswers(drawPerson(rng, style), rng, 0.5, tau);
        expect(decodeAnswers(encodeAnswers(answers))).toEqual(answers);
      }
  });
});
