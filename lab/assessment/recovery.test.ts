import { beforeAll, describe, expect, it } from 'vitest';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import { PROBE_KEYS } from '@shared/domain/assessment/probe-items';
import { keysVersusRatings, runRecoveryStudy, type RecoveryStudy } from './recovery-sim';
import { DEFAULT_RESPONDENTS, RESPONDENT_MODELS, ratedOptionOf, ratedProbeOf } from './respondent-models';
import type { RespondentModel } from './independent-loadings';
import { SCENES } from '@shared/domain/assessment/scenes';
import { ELEVENTH_READING, TENTH_READING } from './blind-readings';

/**
 * The recovery study on the INDEPENDENT respondent models (respondent-models.ts), with response
 * styles and correlated traits (docs/assessment-scoring.md §8). The asserted floors are the levels
 * this seed reaches (n = 5000, the bench's headline study, about 5 s a reading), a little below, so a
 * change that costs recovery fails here. Since version 5 the keys ARE the consensus of nine readings
 * (ADR 030), so the study answered by any of those is in-sample; the tenth and eleventh readings,
 * gathered after the keys were frozen, are the held-out test. Full tables: `npm run bench -- recovery`.
 */
const SEED = 20261123;
const HELD_OUT: readonly RespondentModel[] = [TENTH_READING, ELEVENTH_READING];
const studies = new Map<RespondentModel, RecoveryStudy>();
const studyOf = (model: RespondentModel) => studies.get(model)!;
let best: RecoveryStudy;

// NOTE: about 5 s a reading on an idle core, so the hook gets its own timeout for a busy CI machine.
beforeAll(() => {
  for (const model of RESPONDENT_MODELS) studies.set(model, runRecoveryStudy({ respondents: 5000, seed: SEED, share: 0.5, model }));
  best = studyOf(DEFAULT_RESPONDENTS);
}, 900_000);

describe('the readings of the items', () => {
  it('rate every option of every scene and every scored probe, each with its reason', () => {
    for (const model of RESPONDENT_MODELS) {
      for (const scene of SCENES)
        for (const o of scene.options)
          expect(ratedOptionOf(model, scene.id, o.value).rationale, `${model.name}: ${scene.id}/${o.value}`).toBeTruthy();
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

describe("recovery at noise level 0.50 (traits explain half of a preference), answered by the author's reading", () => {
  it('recovers every trait (r, all response styles together)', () => {
    // 0.731–0.792 over four seeds (version 4, keyed by this reader alone: 0.753–0.788).
    for (const t of TRAITS) expect(best.r[t], t).toBeGreaterThanOrEqual(0.725);
  });

  it('beats answering the population mean on every trait', () => {
    for (const t of TRAITS) expect(best.mae[t], t).toBeLessThan(best.maeOfMean[t] * 0.75);
  });

  it('gives similar scores on a retest', () => {
    // 0.614–0.696 (version 4: 0.656–0.690). The goal, 0.65, is missed on every reading (§8.3).
    for (const t of TRAITS) expect(best.retest[t], t).toBeGreaterThanOrEqual(0.6);
  });

  it('keeps the traits apart: no score carries another true trait beyond their real correlation', () => {
    // 0.105 (0.098–0.126 over four seeds; version 4: 0.123).
    expect(best.maxOffDiagonalPartial).toBeLessThanOrEqual(0.13);
  });

  it('is not over-spread, and its trait sentences point the right way', () => {
    for (const t of TRAITS) expect(best.scoreSd[t], t).toBeLessThanOrEqual(best.truthSd[t]);
    // 97.8 % (97.3–97.9 over four seeds), with the 90 % certainty rule of trait-sentences.ts.
    expect(best.sentencesRight).toBeGreaterThanOrEqual(0.97);
    expect(best.sentencesRightOfMidpoint).toBeGreaterThanOrEqual(0.98);
    // …while still saying something: 49 % of people see at least one sentence.
    expect(best.peopleWithSentence).toBeGreaterThan(0.45);
    expect(best.sentencesShown).toBeLessThan(best.trulyExtreme);
  });

  it('gives random responders lower confidence, and confidence tracks accuracy', () => {
    expect(best.meanConfidence.random).toBeLessThan(best.meanConfidence.attentive - 0.15);
    // r(confidence, −mean absolute error) over people: 0.33 (0.32–0.37; version 2: 0.18).
    expect(best.confidenceVsAccuracy).toBeGreaterThan(0.3);
  });
});

describe('recovery at noise level 0.50, answered by the held-out readings (tenth and eleventh: two panels of four, after the keys were frozen)', () => {
  it('recovers every trait, points its sentences the right way, and gives confidence that tracks accuracy', () => {
    // r 0.727–0.766 over four seeds; sentences right 97.0–97.6 %; r(confidence, accuracy) 0.325–0.364.
    for (const model of HELD_OUT) {
      const study = studyOf(model);
      for (const t of TRAITS) expect(study.r[t], `${model.name}: ${t}`).toBeGreaterThanOrEqual(0.7);
      expect(study.sentencesRight, model.name).toBeGreaterThanOrEqual(0.95);
      expect(study.confidenceVsAccuracy, model.name).toBeGreaterThan(0.3);
      expect(study.meanConfidence.random, model.name).toBeLessThan(study.meanConfidence.attentive - 0.15);
    }
  });

  it('keeps the traits apart (goal 0.15), and holds the retest it reaches below the goal of 0.65', () => {
    // Leak 0.084–0.122 on the tenth; 0.112–0.158 on the eleventh (E against X; 0.137 with 20000 people,
    // where chance inflates the largest of 30 cells less). Retest 0.626–0.672.
    expect(studyOf(TENTH_READING).maxOffDiagonalPartial).toBeLessThanOrEqual(0.15);
    expect(studyOf(ELEVENTH_READING).maxOffDiagonalPartial).toBeLessThanOrEqual(0.165);
    for (const model of HELD_OUT)
      for (const t of TRAITS) expect(studyOf(model).retest[t], `${model.name}: ${t}`).toBeGreaterThanOrEqual(0.61);
  });
});

describe('recovery at noise level 0.50, answered by each reading the keys were drawn from (in-sample)', () => {
  it('recovers every trait and keeps the traits apart, whoever reads the items', () => {
    // r 0.730–0.795, leak 0.090–0.149, retest 0.608–0.707 and sentences right 96.9–97.9 % over four seeds.
    for (const model of RESPONDENT_MODELS.filter((m) => !HELD_OUT.includes(m))) {
      const study = studyOf(model);
      for (const t of TRAITS) expect(study.r[t], `${model.name}: ${t}`).toBeGreaterThanOrEqual(0.72);
      for (const t of TRAITS) expect(study.retest[t], `${model.name}: ${t}`).toBeGreaterThanOrEqual(0.6);
      expect(study.maxOffDiagonalPartial, model.name).toBeLessThanOrEqual(0.16);
      expect(study.sentencesRight, model.name).toBeGreaterThanOrEqual(0.95);
      expect(study.confidenceVsAccuracy, model.name).toBeGreaterThan(0.3);
    }
  });
});
