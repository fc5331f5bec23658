import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_LIMIT } from '@shared/domain/assessment/follow-up/next-item';
import { runFollowUp, type FollowUpDesign } from './follow-up-sim';
import { summarise, type FollowUpSummary } from './follow-up-summary';
import { HELD_OUT_READINGS } from './statement-readings';

/**
 * The follow-up study (preregistration.md) on a held-out reading, at the size a CI step affords
 * (800 people; the bench runs 2000 on both held-out readings and three noise levels). The floors are
 * the levels this seed reaches, a little below, so a change that costs recovery fails here; the
 * issue's goals that are not reached are in docs/assessment-scoring.md §10, not asserted.
 */
// At 2000 people (the bench): worst r 0.819 / 0.825, worst retest 0.747 / 0.748; at noise 0.25 worst r 0.686 / 0.685.
const WORST_R = 0.79;
const WORST_RETEST = 0.72;
const WORST_R_NOISY = 0.65;
const design: FollowUpDesign = { respondents: 800, seed: 20261127, share: 0.5, reading: HELD_OUT_READINGS[0]!, strategy: 'adaptive' };
let adaptive: FollowUpSummary;
let random: FollowUpSummary;
let noisy: FollowUpSummary;

// NOTE: about 30 s on an idle core; the hook gets its own timeout for a busy CI machine.
beforeAll(() => {
  const run = runFollowUp(design);
  adaptive = summarise(run);
  random = summarise(runFollowUp({ ...design, strategy: 'random', budgets: run.sittings.map(([a, b]) => [a.used, b.used] as const) }));
  noisy = summarise(runFollowUp({ ...design, share: 0.25 }));
}, 900_000);

describe('the follow-up at noise 0.50, answered by a held-out reading', () => {
  it('stops by the limit at most', () => {
    expect(adaptive.medianUsed).toBeLessThanOrEqual(FOLLOW_UP_LIMIT);
  });

  it('raises the worst trait well above the scenes alone (r 0.73–0.79, retest 0.61–0.65)', () => {
    expect(adaptive.worstR).toBeGreaterThan(WORST_R);
    expect(adaptive.worstRetest).toBeGreaterThan(WORST_RETEST);
  });

  it('does at least as well as the same number of statements chosen at random', () => {
    expect(adaptive.worstR).toBeGreaterThanOrEqual(random.worstR - 0.01);
  });

  it('still gives random responders low confidence', () => {
    expect(adaptive.confidence.random).toBeLessThan(adaptive.confidence.attentive - 0.4);
    expect(adaptive.careless.random).toBeGreaterThan(0.6);
  });
});

describe('the follow-up at noise 0.25', () => {
  it('recovers every trait', () => {
    expect(noisy.worstR).toBeGreaterThan(WORST_R_NOISY);
  });
});
