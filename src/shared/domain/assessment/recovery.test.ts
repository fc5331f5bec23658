import { beforeAll, describe, expect, it } from 'vitest';
import { TRAITS } from '../../schemas/hexaco';
import { PROBE_KEYS } from './probe-items';
import { keysVersusRatings, runRecoveryStudy, type RecoveryStudy } from './recovery-sim';
import { RESPONDENT_MODELS, ratedOptionOf, ratedProbeOf } from './respondent-models';
import { SCENES } from './scenes';
import { EIGHTH_READING, NINTH_READING, SECOND_READING, THIRD_READING } from './blind-readings';

/**
 * The recovery study on the INDEPENDENT respondent model (respondent-models.ts), with response
 * styles and correlated traits (docs/assessment-scoring.md §8). The asserted floors are the levels
 * this seed reaches (n = 5000, the bench's headline study, ≈ 10 s), a little below, so a change that
 * costs recovery fails here; version 3's items fail the retest and off-diagonal floors. Full tables:
 * `npm run bench -- recovery`.
 */
const SEED = 20261123;
let best: RecoveryStudy;
let heldOut: RecoveryStudy;
let third: RecoveryStudy;
let eighth: RecoveryStudy;
let ninth: RecoveryStudy;

// NOTE: about 5 s each on an idle core, so the hook gets its own timeout for a busy CI machine.
beforeAll(() => {
  best = runRecoveryStudy({ respondents: 5000, seed: SEED, share: 0.5 });
  heldOut = runRecoveryStudy({ respondents: 5000, seed: SEED, share: 0.5, model: SECOND_READING });
  third = runRecoveryStudy({ respondents: 5000, seed: SEED, share: 0.5, model: THIRD_READING });
  eighth = runRecoveryStudy({ respondents: 5000, seed: SEED, share: 0.5, model: EIGHTH_READING });
  ninth = runRecoveryStudy({ respondents: 5000, seed: SEED, share: 0.5, model: NINTH_READING });
}, 360_000);

describe('the readings of the items', () => {
  it('rate every option of every scene and every scored probe, each with its reason', () => {
    for (const model of RESPONDENT_MODELS) {
      for (const scene of SCENES) for (const o of scene.options) expect(ratedOptionOf(model, scene.id, o.value).rationale, `${model.name}: ${scene.id}/${o.value}`).toBeTruthy();
      for (const id of Object.keys(PROBE_KEYS)) expect(ratedProbeOf(model, id)?.rationale, `${model.name}: ${id}`).toBeTruthy();
    }
  });

  it('agree with the keys without being them', () => {
    for (const model of RESPONDENT_MODELS) {
      const r = keysVersusRatings(SCENES, model);
      expect(r, model.name).toBeGreaterThan(0.8);
      expect(r, model.name).toBeLessThan(0.99);
    }
  });
});

describe('recovery at noise level 0.50 (traits explain half of a preference)', () => {
  it('recovers every trait (r, all response styles together)', () => {
    // 0.753–0.788 (version 3: 0.740–0.766).
    for (const t of TRAITS) expect(best.r[t], t).toBeGreaterThanOrEqual(0.745);
  });

  it('beats answering the population mean on every trait', () => {
    for (const t of TRAITS) expect(best.mae[t], t).toBeLessThan(best.maeOfMean[t] * 0.75);
  });

  it('gives similar scores on a retest', () => {
    // 0.656–0.690 (version 3: 0.619–0.676); 0.650–0.692 with 20000 people (`npm run bench -- recovery`).
    for (const t of TRAITS) expect(best.retest[t], t).toBeGreaterThanOrEqual(0.64);
  });

  it('keeps the traits apart: no score carries another true trait beyond their real correlation', () => {
    // 0.123 (version 3: 0.151); 0.122 with 20000 people.
    expect(best.maxOffDiagonalPartial).toBeLessThanOrEqual(0.14);
  });

  it('is not over-spread, and its trait sentences point the right way', () => {
    for (const t of TRAITS) expect(best.scoreSd[t], t).toBeLessThanOrEqual(best.truthSd[t]);
    // 97.8 %, with the 90 % certainty rule of trait-sentences.ts.
    expect(best.sentencesRight).toBeGreaterThanOrEqual(0.97);
    expect(best.sentencesRightOfMidpoint).toBeGreaterThanOrEqual(0.98);
    // …while still saying something: 51 % of people see at least one sentence.
    expect(best.peopleWithSentence).toBeGreaterThan(0.45);
    expect(best.sentencesShown).toBeLessThan(best.trulyExtreme);
  });

  it('gives random responders lower confidence, and confidence tracks accuracy', () => {
    expect(best.meanConfidence.random).toBeLessThan(best.meanConfidence.attentive - 0.15);
    // r(confidence, −mean absolute error) over people: 0.34 (version 2: 0.18).
    expect(best.confidenceVsAccuracy).toBeGreaterThan(0.3);
  });
});

describe('recovery at noise level 0.50, answered by the second, blind reading (held out: no key was changed after it)', () => {
  it('still recovers every trait, and its sentences still point the right way', () => {
    // r 0.714–0.757; sentences right 96.8 % (docs/assessment-scoring.md §8.1).
    for (const t of TRAITS) expect(heldOut.r[t], t).toBeGreaterThanOrEqual(0.7);
    expect(heldOut.sentencesRight).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.confidenceVsAccuracy).toBeGreaterThan(0.3);
    expect(heldOut.meanConfidence.random).toBeLessThan(heldOut.meanConfidence.attentive - 0.15);
  });

  it('holds the retest and leak levels it reaches, below the goals (0.65, 0.15) it misses', () => {
    // retest 0.620–0.676, largest leak 0.221 (X score against true E): the known miss of §8.1.
    for (const t of TRAITS) expect(heldOut.retest[t], t).toBeGreaterThanOrEqual(0.6);
    expect(heldOut.maxOffDiagonalPartial).toBeLessThanOrEqual(0.24);
  });
});

describe('recovery at noise level 0.50, answered by the third, blind reading (four raters, two scenes each; held out)', () => {
  it('still points its sentences the right way, with confidence that tracks accuracy', () => {
    // Sentences right 97.2 %, r(confidence, accuracy) 0.30–0.34 over four seeds (§8.2).
    expect(third.sentencesRight).toBeGreaterThanOrEqual(0.95);
    expect(third.confidenceVsAccuracy).toBeGreaterThan(0.3);
    expect(third.meanConfidence.random).toBeLessThan(third.meanConfidence.attentive - 0.15);
  });

  it('holds the recovery, retest and leak levels it reaches, below the goals (0.70, 0.65, 0.15) it misses', () => {
    // r 0.698–0.771 (0.711 for H with 20000 people), retest 0.607–0.682, largest leak 0.199 (E against X,
    // both ways): the known miss of §8.2.
    for (const t of TRAITS) expect(third.r[t], t).toBeGreaterThanOrEqual(0.68);
    for (const t of TRAITS) expect(third.retest[t], t).toBeGreaterThanOrEqual(0.59);
    expect(third.maxOffDiagonalPartial).toBeLessThanOrEqual(0.23);
  });
});

describe('recovery at noise level 0.50, answered by the eighth and ninth blind readings (two more panels of four; held out)', () => {
  it('recovers every trait, and points its sentences the right way', () => {
    // r 0.708–0.780 over four seeds (§8.3); sentences right 96.4–97.1 %.
    for (const study of [eighth, ninth]) {
      for (const t of TRAITS) expect(study.r[t], t).toBeGreaterThanOrEqual(0.7);
      expect(study.sentencesRight).toBeGreaterThanOrEqual(0.95);
      expect(study.meanConfidence.random).toBeLessThan(study.meanConfidence.attentive - 0.15);
    }
  });

  it('gives confidence that tracks accuracy: at the goal of 0.3 on the ninth, just under it at this seed on the eighth', () => {
    // The eighth: 0.296 at this seed, 0.317–0.319 at seeds 1–3; the ninth 0.331–0.335.
    expect(ninth.confidenceVsAccuracy).toBeGreaterThan(0.3);
    expect(eighth.confidenceVsAccuracy).toBeGreaterThan(0.28);
  });

  it('holds the retest and leak levels it reaches: the ninth keeps the traits apart (0.15), the eighth does not', () => {
    // Retest 0.607–0.689; leak 0.146–0.162 on the ninth, 0.170–0.220 on the eighth (X against E).
    for (const t of TRAITS) expect(eighth.retest[t], t).toBeGreaterThanOrEqual(0.61);
    for (const t of TRAITS) expect(ninth.retest[t], t).toBeGreaterThanOrEqual(0.6);
    expect(ninth.maxOffDiagonalPartial).toBeLessThanOrEqual(0.16);
    expect(eighth.maxOffDiagonalPartial).toBeLessThanOrEqual(0.23);
  });
});
