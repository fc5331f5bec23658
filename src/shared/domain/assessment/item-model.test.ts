import { describe, expect, it } from 'vitest';
import { TRAITS } from './hexaco';
import { seededRandom } from '../../lib/seeded-random';
import {
  estimate,
  FORCED_CHOICE_SLOPE,
  LIKERT_STEP,
  probeItem,
  sceneItem,
  traitwiseEstimate,
  traitwiseVarianceAtMean,
  type Item,
} from './item-model';
import { PROBE_KEYS } from './probe-items';
import { SCENES } from './scenes';

/** Answers drawn from the scorer's OWN model (not the recovery study's): a check of the estimator alone. */
const drawAnswers = (z: readonly number[], rng: () => number): Item[] =>
  SCENES.map((scene) => {
    const { loadings } = sceneItem(scene, 0);
    const u = loadings.map((l) => Math.exp(l.reduce((s, x, i) => s + x * z[i]!, 0)));
    let pick = rng() * u.reduce((a, b) => a + b, 0);
    let chosen = 0;
    while (pick > u[chosen]! && chosen < u.length - 1) pick -= u[chosen++]!;
    return sceneItem(scene, chosen);
  });

const normal = (rng: () => number) => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
const corr = (xs: number[], ys: number[]) => {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0,
    sxx = 0,
    syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
};

describe('the trait-by-trait estimate', () => {
  it('is the prior with no answers', () => {
    expect(traitwiseEstimate([])).toEqual({ mean: [0, 0, 0, 0, 0, 0], variance: [1, 1, 1, 1, 1, 1] });
    for (const v of traitwiseVarianceAtMean(SCENES.map((s) => sceneItem(s, 0)))) expect(v).toBeLessThan(1);
  });

  it("shrinks at least as much as the full posterior (it counts only each trait's own evidence)", () => {
    const items = SCENES.map((s) => sceneItem(s, 0));
    const full = estimate(items);
    const own = traitwiseEstimate(items, full.z);
    TRAITS.forEach((_, t) => expect(own.variance[t]!).toBeGreaterThanOrEqual(full.covariance[t]![t]! - 1e-9));
  });

  it("keeps one trait out of another's score where the full posterior lets it in (scorer's own model, 3000 people)", () => {
    const rng = seededRandom(17);
    const truth: number[][] = [];
    const full: number[][] = [];
    const own: number[][] = [];
    for (let n = 0; n < 3000; n++) {
      const z = TRAITS.map(() => normal(rng));
      const items = drawAnswers(z, rng);
      const mode = estimate(items).z;
      truth.push(z);
      full.push(mode);
      own.push(traitwiseEstimate(items, mode).mean);
    }
    // The traits are drawn independently, so r(score_i, true_j) should be 0 for i ≠ j: the mean
    // |r| off the diagonal is what other traits leak into a score (plus sampling noise, ≈ 0.015 here).
    const leak = (scores: number[][]) =>
      TRAITS.flatMap((_, i) =>
        TRAITS.map((_, j) =>
          i === j
            ? 0
            : Math.abs(
                corr(
                  scores.map((s) => s[i]!),
                  truth.map((z) => z[j]!),
                ),
              ),
        ),
      ).reduce((a, b) => a + b, 0) / 30;
    expect(leak(full)).toBeGreaterThan(0.04);
    expect(leak(own)).toBeLessThan(leak(full) * 0.7);
    // …at little cost in recovery.
    TRAITS.forEach((_, t) =>
      expect(
        corr(
          own.map((s) => s[t]!),
          truth.map((z) => z[t]!),
        ),
      ).toBeGreaterThan(
        corr(
          full.map((s) => s[t]!),
          truth.map((z) => z[t]!),
        ) - 0.03,
      ),
    );
  });
});

describe('a scored probe as an item', () => {
  it('loads its answer on its own trait, reversed where keyed so, and on the traits readers also read into it', () => {
    // 'How much do small worries stay with you?': emotionality, and (version 5) a little reserved and touchy.
    const worries = probeItem({ key: PROBE_KEYS['game-night']!, probeType: 'likert_scale', answer: 5 });
    const five = worries.loadings[4]!;
    expect(five[TRAITS.indexOf('emotionality')]).toBeCloseTo(2 * LIKERT_STEP, 10);
    expect(five[TRAITS.indexOf('extraversion')]).toBeCloseTo(2 * LIKERT_STEP * -0.17, 10);
    expect(five[TRAITS.indexOf('agreeableness')]).toBeCloseTo(2 * LIKERT_STEP * -0.17, 10);
    expect(worries.loadings[2]!.every((x) => x === 0)).toBe(true);
    // 'Things that impress people' at 5 means LOW honesty-humility, and a little more outgoing.
    const impress = probeItem({ key: PROBE_KEYS['long-weekend']!, probeType: 'likert_scale', answer: 5 }).loadings[4]!;
    expect(impress[TRAITS.indexOf('honesty_humility')]).toBeCloseTo(-2 * LIKERT_STEP, 10);
    expect(impress[TRAITS.indexOf('extraversion')]).toBeCloseTo(2 * LIKERT_STEP * 0.14, 10);
    // A forced choice: its two sides pull in opposite directions along the same line.
    const [first, second] = probeItem({ key: PROBE_KEYS['cancelled-again']!, probeType: 'forced_choice', answer: 0 }).loadings;
    expect(first![TRAITS.indexOf('openness')]).toBeCloseTo(FORCED_CHOICE_SLOPE / 2, 10);
    expect(first![TRAITS.indexOf('conscientiousness')]).toBeCloseTo((FORCED_CHOICE_SLOPE / 2) * 0.17, 10);
    expect(second!.map((x) => -x)).toEqual(first);
  });
});
