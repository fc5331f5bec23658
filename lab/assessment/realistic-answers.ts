/**
 * Writes the product tests' realistic respondents (src/server/modules/ai/testing/realistic-answers.json):
 * attentive people of the recovery study at its best-case noise (the traits explain half of each
 * preference), answering the eight scenes. `npx tsx lab/assessment/realistic-answers.ts` rewrites it;
 * realistic-answers.test.ts fails while the file differs from what the simulation draws.
 */
import { writeFileSync } from 'node:fs';
import { encodeAnswers } from '@shared/domain/assessment/testing/answer-codes';
import { createRng, drawPerson, simulateAnswers, tauForShare } from './recovery-sim';

export const FIXTURE_URL = new URL('../../src/server/modules/ai/testing/realistic-answers.json', import.meta.url);
const PEOPLE = 2000;
const SEED = 20261127;
const SHARE = 0.5;

export function drawRealisticAnswers(): string[] {
  const rng = createRng(SEED);
  const tau = tauForShare(SHARE);
  return Array.from({ length: PEOPLE }, () => encodeAnswers(simulateAnswers(drawPerson(rng, 'attentive'), rng, SHARE, tau)));
}

if (import.meta.url === `file://${process.argv[1]}`) writeFileSync(FIXTURE_URL, `${JSON.stringify(drawRealisticAnswers(), null, 2)}\n`);
