import { TRAITS } from '../src/shared/schemas/hexaco';
import { keysVersusRatings, runRecoveryStudy, type RecoveryStudy } from '../src/shared/domain/assessment/recovery-sim';
import { DEFAULT_RESPONDENTS, RESPONDENT_MODELS, ratedOptionOf, type RespondentModel } from '../src/shared/domain/assessment/respondent-models';
import { SCENES, weightOf, type Scene } from '../src/shared/domain/assessment/scenes';

/**
 * The assessment recovery study (docs/assessment-scoring.md §8) on the independent respondent model,
 * at the three noise levels, then at noise 0.50 with any other reading of the items and other seeds: `npm run bench -- recovery`. Pure computation, seeded: the same numbers
 * every run. RECOVERY_N sets the number of simulated people (default 5000).
 */
export const name = 'recovery';

const f = (x: number) => x.toFixed(3);
const traits = (o: Record<string, number>) => TRAITS.map((t) => f(o[t]!)).join(' ');

const SEED_SUMMARY = 'min r / min retest / max off-diagonal / sentences right / r(confidence, accuracy)';
const seedSummary = (s: RecoveryStudy) =>
  `${f(Math.min(...Object.values(s.r)))} / ${f(Math.min(...Object.values(s.retest)))} / ${f(s.maxOffDiagonalPartial)} / ${f(s.sentencesRight)} / ${f(s.confidenceVsAccuracy)}`;

/** The scenes with a ±0.04 key added wherever `reading` rates a trait at |0.2| or more and the keys have none. */
const crossKeyedScenes = (reading: RespondentModel): Scene[] =>
  SCENES.map((scene) => ({
    ...scene,
    options: scene.options.map((o) => {
      const weights = { ...o.traitWeights };
      for (const t of TRAITS) {
        const rated = ratedOptionOf(reading, scene.id, o.value).loadings[t] ?? 0;
        if (weightOf(o, t) === 0 && Math.abs(rated) >= 0.2) weights[t] = Math.sign(rated) * 0.04;
      }
      return { ...o, traitWeights: weights };
    }),
  }));

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The scenes keyed by a reading itself: 0.12 × (its loading − the scene's median option's), clipped to the spec's range. */
const ownKeyedScenes = (reading: RespondentModel): Scene[] =>
  SCENES.map((scene) => {
    const rated = (value: string, t: (typeof TRAITS)[number]) => ratedOptionOf(reading, scene.id, value).loadings[t] ?? 0;
    const base = Object.fromEntries(TRAITS.map((t) => [t, median(scene.options.map((o) => rated(o.value, t)))]));
    return {
      ...scene,
      options: scene.options.map((o) => ({
        ...o,
        traitWeights: Object.fromEntries(TRAITS.map((t) => [t, Math.min(0.16, Math.max(-0.08, 0.12 * (rated(o.value, t) - base[t]!)))]).filter(([, w]) => w !== 0)),
      })),
    };
  });

export async function run(): Promise<Record<string, string>> {
  const respondents = Number(process.env.RECOVERY_N ?? 5000);
  const out: Record<string, string> = { 'traits (order)': 'H E X A C O' };
  for (const m of RESPONDENT_MODELS) out[`keys vs ${m.name} r`] = f(keysVersusRatings(undefined, m));
  for (const share of [0.25, 0.36, 0.5]) {
    const s = runRecoveryStudy({ respondents, seed: 20261123, share });
    const p = `noise ${share.toFixed(2)} `;
    out[`${p}r (all styles)`] = traits(s.r);
    out[`${p}r (attentive)`] = traits(s.rAttentive);
    out[`${p}MAE`] = traits(s.mae);
    out[`${p}MAE answering the mean`] = traits(s.maeOfMean);
    out[`${p}retest r`] = traits(s.retest);
    out[`${p}score SD / true SD`] = `${traits(s.scoreSd)} / ${traits(s.truthSd)}`;
    out[`${p}max off-diagonal (partial)`] = f(s.maxOffDiagonalPartial);
    s.discriminantPartial.forEach((row, i) => (out[`${p}discriminant ${TRAITS[i]}`] = row.map(f).join(' ')));
    out[`${p}sentences shown / right (norm mean) / right (midpoint) / truly extreme / people with one`] = `${f(s.sentencesShown)} / ${f(s.sentencesRight)} / ${f(s.sentencesRightOfMidpoint)} / ${f(s.trulyExtreme)} / ${f(s.peopleWithSentence)}`;
    TRAITS.forEach((t) => (out[`${p}sentences ${t}: high shown / right, low shown / right`] = s.sentencesByTrait[t].map(f).join(' ')));
    out[`${p}r(confidence, accuracy)`] = f(s.confidenceVsAccuracy);
    out[`${p}mean confidence attentive / desirable / random`] = `${f(s.meanConfidence.attentive)} / ${f(s.meanConfidence.desirable)} / ${f(s.meanConfidence.random)}`;
    out[`${p}mean P(random responder) attentive / desirable / random`] = `${f(s.meanCarelessProbability.attentive)} / ${f(s.meanCarelessProbability.desirable)} / ${f(s.meanCarelessProbability.random)}`;
  }
  // Who answers: each other reading of the items alone, at noise 0.50 (a result that holds for one reader
  // only shows here). No key was changed after the second or third reading, so both are held-out checks.
  for (const model of RESPONDENT_MODELS.filter((m) => m !== DEFAULT_RESPONDENTS)) {
    const p = `noise 0.50 answered by ${model.name}: `;
    const s = runRecoveryStudy({ respondents, seed: 20261123, share: 0.5, model });
    out[`${p}r`] = traits(s.r);
    out[`${p}MAE / answering the mean`] = `${traits(s.mae)} / ${traits(s.maeOfMean)}`;
    out[`${p}retest r`] = traits(s.retest);
    out[`${p}max off-diagonal / sentences right / people with one / r(confidence, accuracy)`] = `${f(s.maxOffDiagonalPartial)} / ${f(s.sentencesRight)} / ${f(s.peopleWithSentence)} / ${f(s.confidenceVsAccuracy)}`;
    s.discriminantPartial.forEach((row, i) => (out[`${p}discriminant ${TRAITS[i]}`] = row.map(f).join(' ')));
    const large = runRecoveryStudy({ respondents: 4 * respondents, seed: 20261123, share: 0.5, model });
    out[`${p}${4 * respondents} people: retest r / max off-diagonal`] = `${traits(large.retest)} / ${f(large.maxOffDiagonalPartial)}`;
    for (const seed of [1, 2, 3]) out[`${p}seed ${seed}: ${SEED_SUMMARY}`] = seedSummary(runRecoveryStudy({ respondents, seed, share: 0.5, model }));
  }
  // The ceiling of any key revision (§8.2): keys that ARE a reading's own loadings (× 0.12 from the
  // scene's median option, within the spec's range), answered by that same reading.
  for (const who of RESPONDENT_MODELS)
    out[`noise 0.50, ceiling: keyed by ${who.name} itself and answered by it: ${SEED_SUMMARY}`] = seedSummary(
      runRecoveryStudy({ respondents, seed: 20261123, share: 0.5, scenes: ownKeyedScenes(who), model: who }),
    );
  // A candidate key revision, NOT adopted (§8.1): key every cross-loading the first reading rates at
  // |0.2| or more and the keys leave at 0, at ±0.04; the other readings stay held out.
  const revised = crossKeyedScenes(DEFAULT_RESPONDENTS);
  for (const who of RESPONDENT_MODELS)
    out[`noise 0.50, keys + the first reading's cross-loadings, answered by ${who.name}: ${SEED_SUMMARY}`] = seedSummary(
      runRecoveryStudy({ respondents, seed: 20261123, share: 0.5, scenes: revised, model: who }),
    );
  // The largest partial off-diagonal is a maximum over 30 noisy cells (each ±0.014 at n = 5000), so it
  // is also measured on four times the people, where chance inflates it less.
  const large = runRecoveryStudy({ respondents: 4 * respondents, seed: 20261123, share: 0.5 });
  out[`noise 0.50, ${4 * respondents} people: max off-diagonal (partial)`] = f(large.maxOffDiagonalPartial);
  large.discriminantPartial.forEach((row, i) => (out[`noise 0.50, ${4 * respondents} people: discriminant ${TRAITS[i]}`] = row.map(f).join(' ')));
  out[`noise 0.50, ${4 * respondents} people: retest r`] = traits(large.retest);
  // The same study at noise 0.50 with other seeds: how much the headline numbers move by chance alone
  // (a goal met at one seed by less than this spread is not met with any confidence).
  for (const seed of [1, 2, 3]) out[`noise 0.50 seed ${seed}: ${SEED_SUMMARY}`] = seedSummary(runRecoveryStudy({ respondents, seed, share: 0.5 }));
  return out;
}
