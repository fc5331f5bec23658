import { describe, it } from 'vitest';
import { FRESH_HELD_OUT_5 } from './fresh-held-out-5';
import { runStudy, type Score } from './scores';

const table = (scores: Score[]) =>
  [
    '| group | passed | score |',
    '|---|---|---|',
    ...scores.map((s) => `| ${s.group} | ${s.passed}/${s.total} | ${Math.round((100 * s.passed) / s.total)} % |`),
  ].join('\n');

/**
 * The fifth fresh held-out set (issue 32 item 3, round 5): written blind, committed before it was ever run, and kept
 * apart from the rest of the study so that round 5's changes are tuned without reading its misses (language.test.ts).
 */
describe('the fifth fresh held-out set', () => {
  it('(146 phone-typed messages, written blind before round 5, never tuned on) is reported', async () => {
    const { scores, misses } = await runStudy(FRESH_HELD_OUT_5, false);
    console.log(`fresh held-out 5\n${table(scores)}`);
    console.log(misses.map((m) => `FRESH-5 MISS [${m.group}] ${m.text} → ${m.why}`).join('\n'));
  });
});
