import { describe, expect, it } from 'vitest';
import { TRAITS, TRAIT_LABELS } from '../../schemas/hexaco';
import { createRng, pearson, preferenceShare, runRecoveryStudy, softmax, temperatureForShare, type RecoveryStudy } from './recovery-sim';

/**
 * Recovery study (docs/assessment-scoring.md): synthetic respondents with known trait levels answer
 * all eight scenes through a noisy logit choice model; scoreAssessment must recover every trait.
 *
 * Noise level: at RECOVERY_TEMPERATURE the six traits explain just under half (0.4985) of the
 * preference between any two options of a scene; the rest is noise. That is a standardised loading
 * of about 0.71, the level of a good personality item. A pessimistic run at share 0.36 (loading
 * 0.6, an ordinary item) is reported as well.
 */
const RECOVERY_TEMPERATURE = 0.0155;
const PESSIMISTIC_SHARE = 0.36;
const RESPONDENTS = 5000;
const SEED = 20240604;

const table = (label: string, study: RecoveryStudy): string =>
  `${label} (n=${study.respondents}, T=${study.temperature.toFixed(4)}, share=${study.preferenceShare.toFixed(3)})\n` +
  TRAITS.map((t) => `  ${TRAIT_LABELS[t].padEnd(24)} r = ${study.correlations[t].toFixed(3)}   mean recovered = ${study.meanRecovered[t].toFixed(3)}`).join('\n');

describe('recovery study', () => {
  it('keeps at least half of every preference as noise (no vanishing noise)', () => {
    const share = preferenceShare(RECOVERY_TEMPERATURE);
    expect(share).toBeLessThanOrEqual(0.5);
    expect(share).toBeCloseTo(0.4985, 3);
  });

  it('recovers every trait with r ≥ 0.7 and no bias from the asymmetric weights', () => {
    const study = runRecoveryStudy({ respondents: RESPONDENTS, seed: SEED, temperature: RECOVERY_TEMPERATURE });
    console.log(table('Recovery study', study));
    for (const t of TRAITS) {
      expect(study.correlations[t], t).toBeGreaterThanOrEqual(0.7);
      expect(Math.abs(study.meanRecovered[t] - 0.5), t).toBeLessThan(0.03);
    }
  });

  it('still recovers every trait with r ≥ 0.6 at the pessimistic noise level', () => {
    const temperature = temperatureForShare(PESSIMISTIC_SHARE);
    const study = runRecoveryStudy({ respondents: RESPONDENTS, seed: SEED, temperature });
    console.log(table('Pessimistic noise', study));
    for (const t of TRAITS) expect(study.correlations[t], t).toBeGreaterThanOrEqual(0.6);
  });

  it('recovers nothing from random answers (the study does not leak the truth)', () => {
    const study = runRecoveryStudy({ respondents: 2000, seed: SEED, temperature: 1e6 });
    for (const t of TRAITS) expect(Math.abs(study.correlations[t]), t).toBeLessThan(0.08);
  });
});

describe('simulation helpers', () => {
  it('is reproducible from a seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(createRng(43)()).not.toBe(first[0]);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
    const again = runRecoveryStudy({ respondents: 50, seed: 7, temperature: RECOVERY_TEMPERATURE });
    expect(runRecoveryStudy({ respondents: 50, seed: 7, temperature: RECOVERY_TEMPERATURE })).toEqual(again);
  });

  it('computes Pearson r and softmax', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
    const [p0, p1] = softmax([0, Math.log(3)]);
    expect(p0).toBeCloseTo(0.25, 12);
    expect(p1).toBeCloseTo(0.75, 12);
  });

  it('finds the temperature for a target share', () => {
    expect(preferenceShare(temperatureForShare(0.36))).toBeCloseTo(0.36, 6);
    expect(preferenceShare(0.001)).toBeGreaterThan(preferenceShare(0.1));
  });
});
