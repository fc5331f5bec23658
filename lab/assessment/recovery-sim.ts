import { clamp, mean } from '@shared/lib/math';
import { seededRandom } from '@shared/lib/seeded-random';
import { TRAITS, type HexacoScores, type Trait } from '@shared/domain/assessment/hexaco';
import { isInconsistentAnswer } from '@shared/domain/assessment/consistency';
import type { TraitLoadings } from './independent-loadings';
import { multiply, type Matrix } from '@shared/domain/assessment/linear-algebra';
import { NORM_MEAN, NORM_SD } from '@shared/domain/assessment/norms';
import { DEFAULT_RESPONDENTS, ratedOptionOf, ratedProbeOf } from './respondent-models';
import type { RespondentModel } from './independent-loadings';
import { forcedChoiceSides, PROBE_KEYS } from '@shared/domain/assessment/probe-items';
import { SCENES, weightOf, type Scene } from '@shared/domain/assessment/scenes';
import { scoreAssessment } from '@shared/domain/assessment/scoring';
import { TRAIT_SENTENCE_HIGH, TRAIT_SENTENCE_LOW, traitSentence } from '@shared/domain/assessment/trait-sentences';
import type { AssessmentResponse } from '@shared/domain/assessment/trait-evidence';

/**
 * The recovery study (docs/assessment-scoring.md §8), pure and seeded.
 *
 * People: standardised traits z ~ N(0, R) with R the HEXACO-60 interscale correlations, true scores
 * θ_t = clamp01(norm mean_t + norm SD_t · z_t). Answers come from an INDEPENDENT reading of the items
 * (respondent-models.ts), never from the scoring keys:
 *   scene option utility = (Σ_t ℓ_o,t z_t + γ · desirability_o) / τ + Gumbel noise      (multinomial logit)
 *   probe latent answer  = Σ_t ℓ_t z_t + γ · desirability + N(0, s²), cut into 1..5 or two sides
 * τ and s are set so that the traits explain `share` of a preference (the noise level: 0.50 is the
 * best case, 0.36 a typical personality item, 0.25 a poor one). Response styles: attentive people
 * (γ = 0.2, a mild pull toward the nice answer), social-desirability responders (γ = 1) and random
 * responders (uniform picks, uniform probe answers).
 */

export type ResponseStyle = 'attentive' | 'desirable' | 'random';
export const STYLE_MIX: Readonly<Record<ResponseStyle, number>> = { attentive: 0.8, desirable: 0.12, random: 0.08 };
export const STYLE_GAMMA: Readonly<Record<ResponseStyle, number>> = { attentive: 0.2, desirable: 1, random: 0 };
/** Likert cut points on the standardised latent answer (about 10 / 23 / 34 / 23 / 10 %). */
const LIKERT_CUTS = [-1.3, -0.45, 0.45, 1.3] as const;

export const createRng = (seed: number): (() => number) => seededRandom(seed);

/** A standard normal draw (Box–Muller). */
export const normal = (rng: () => number): number => {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
};

/**
 * HEXACO-60 interscale correlations in TRAITS order (H, E, X, A, C, O), rounded (Ashton & Lee 2009;
 * see norms.ts for the caveat): the study population's traits are correlated as real people's are.
 */
export const NORM_CORRELATIONS: readonly (readonly number[])[] = [
  [1, 0.12, -0.05, 0.25, 0.2, 0.1],
  [0.12, 1, -0.15, -0.1, 0.05, -0.05],
  [-0.05, -0.15, 1, 0.1, 0.1, 0.1],
  [0.25, -0.1, 0.1, 1, 0.05, 0.05],
  [0.2, 0.05, 0.1, 0.05, 1, 0],
  [0.1, -0.05, 0.1, 0.05, 0, 1],
];

/** The lower Cholesky factor L of a symmetric positive-definite matrix (m = L Lᵀ). */
export const cholesky = (m: readonly (readonly number[])[]): Matrix => {
  const n = m.length;
  const l: Matrix = Array.from({ length: n }, () => Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = m[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(s) : s / l[j]![j]!;
    }
  }
  return l;
};

const CHOLESKY = cholesky(NORM_CORRELATIONS);
const vectorOf = (l: TraitLoadings): number[] => TRAITS.map((t) => l[t] ?? 0);
/** vᵀ R v: the variance of a loading vector's signal in the study's population (R the trait correlations). */
export const quad = (v: readonly number[]): number => multiply(NORM_CORRELATIONS, v).reduce((s, x, i) => s + x * v[i]!, 0);

export interface Person {
  z: number[];
  truth: HexacoScores;
  style: ResponseStyle;
}

export const drawPerson = (rng: () => number, style: ResponseStyle): Person => {
  const z = multiply(
    CHOLESKY,
    TRAITS.map(() => normal(rng)),
  );
  return { z, truth: Object.fromEntries(TRAITS.map((t, i) => [t, clamp(NORM_MEAN[t] + NORM_SD[t] * z[i]!, 0, 1)])) as HexacoScores, style };
};

export const drawStyle = (rng: () => number): ResponseStyle => {
  const r = rng();
  if (r < STYLE_MIX.random) return 'random';
  return r < STYLE_MIX.random + STYLE_MIX.desirable ? 'desirable' : 'attentive';
};

/** Mean over option pairs of the share of the preference the traits explain, for a scale τ of the independent model. */
export const independentShare = (tau: number, scenes: readonly Scene[] = SCENES, model: RespondentModel = DEFAULT_RESPONDENTS): number => {
  const shares: number[] = [];
  for (const scene of scenes) {
    const ls = scene.options.map((o) => vectorOf(ratedOptionOf(model, scene.id, o.value).loadings));
    for (let a = 0; a < ls.length; a++)
      for (let b = a + 1; b < ls.length; b++) {
        const signal = quad(ls[a]!.map((x, i) => x - ls[b]![i]!)) / tau ** 2;
        shares.push(signal / (signal + Math.PI ** 2 / 3));
      }
  }
  return mean(shares)!;
};

export const tauForShare = (share: number, scenes: readonly Scene[] = SCENES, model: RespondentModel = DEFAULT_RESPONDENTS): number => {
  let lo = 1e-3;
  let hi = 10;
  for (let i = 0; i < 60; i++) {
    const mid = Math.sqrt(lo * hi);
    if (independentShare(mid, scenes, model) > share) lo = mid;
    else hi = mid;
  }
  return Math.sqrt(lo * hi);
};

const gumbel = (rng: () => number) => -Math.log(-Math.log(1 - rng() * (1 - 1e-12)));

/** One person's answers, with the probe answers the scenes would ask for. */
export const simulateAnswers = (
  person: Person,
  rng: () => number,
  share: number,
  tau: number,
  scenes: readonly Scene[] = SCENES,
  model: RespondentModel = DEFAULT_RESPONDENTS,
): AssessmentResponse[] => {
  const gamma = STYLE_GAMMA[person.style];
  const responses: AssessmentResponse[] = [];
  for (const scene of scenes) {
    let pick: number;
    if (person.style === 'random') pick = Math.floor(rng() * scene.options.length);
    else {
      const u = scene.options.map((o) => {
        const r = ratedOptionOf(model, scene.id, o.value);
        return (vectorOf(r.loadings).reduce((s, x, i) => s + x * person.z[i]!, 0) + gamma * r.desirability) / tau + gumbel(rng);
      });
      pick = u.indexOf(Math.max(...u));
    }
    const option = scene.options[pick]!.value;
    const response: AssessmentResponse = { scene_id: scene.id, option_selected: option, reaction_time_ms: 4000 };
    const trigger = scene.calibrationTriggers[0];
    const rated = ratedProbeOf(model, scene.id);
    const fires =
      trigger &&
      (trigger.condition === 'always' || (trigger.condition === 'inconsistent' && isInconsistentAnswer(scene, option, responses, scenes)));
    if (
      trigger &&
      rated &&
      PROBE_KEYS[scene.id] &&
      fires &&
      (trigger.probeType === 'likert_scale' || trigger.probeType === 'forced_choice')
    ) {
      const l = vectorOf(rated.loadings);
      const signalVar = quad(l);
      const noiseSd = Math.sqrt((signalVar * (1 - share)) / share);
      const latent =
        person.style === 'random'
          ? normal(rng)
          : (l.reduce((s, x, i) => s + x * person.z[i]!, 0) + gamma * rated.desirability + noiseSd * normal(rng)) /
            Math.sqrt(signalVar + noiseSd ** 2);
      let answer: string | number;
      if (trigger.probeType === 'likert_scale')
        answer = person.style === 'random' ? 1 + Math.floor(rng() * 5) : 1 + LIKERT_CUTS.filter((c) => latent > c).length;
      else answer = forcedChoiceSides(trigger.question)![latent > 0 ? 0 : 1];
      response.micro_response = { probe_type: trigger.probeType, question: trigger.question, answer };
    }
    responses.push(response);
  }
  return responses;
};

export const pearson = (xs: readonly number[], ys: readonly number[]): number => {
  const n = xs.length;
  if (n !== ys.length || n < 2) return Number.NaN;
  const mx = mean(xs)!;
  const my = mean(ys)!;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
};

/** r(x, y | z): the correlation of x and y with z held constant. */
const partial = (rxy: number, rxz: number, ryz: number) => (rxy - rxz * ryz) / Math.sqrt((1 - rxz ** 2) * (1 - ryz ** 2));

const sdOf = (xs: readonly number[]) => {
  const m = mean(xs)!;
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
};

export type PerTrait = Record<Trait, number>;
const perTraitTuple = () =>
  Object.fromEntries(TRAITS.map((t) => [t, [0, 0, 0, 0]])) as unknown as Record<Trait, [number, number, number, number]>;
const perTrait = (f: (t: Trait, i: number) => number): PerTrait => Object.fromEntries(TRAITS.map((t, i) => [t, f(t, i)])) as PerTrait;

export interface RecoveryStudy {
  share: number;
  respondents: number;
  /** r(score, truth), everyone (all styles). */
  r: PerTrait;
  /** r(score, truth), attentive responders only. */
  rAttentive: PerTrait;
  mae: PerTrait;
  /** Mean absolute error of answering the norm mean for everyone. */
  maeOfMean: PerTrait;
  retest: PerTrait;
  /** r(score_i, truth_j) (rows: scored trait, columns: true trait). */
  discriminant: number[][];
  /** r(score_i, truth_j | truth_i): what trait j adds to score i beyond the true correlation. */
  discriminantPartial: number[][];
  maxOffDiagonalPartial: number;
  scoreSd: PerTrait;
  truthSd: PerTrait;
  /** Share of (person, trait) pairs that get a trait sentence, and of those, the share pointing the right way. */
  sentencesShown: number;
  sentencesRight: number;
  /** Share of people who see at least one trait sentence. */
  peopleWithSentence: number;
  /** The same, with 'right' meaning the true score is on the sentence's side of the scale midpoint 0.5. */
  sentencesRightOfMidpoint: number;
  /** Per trait: [share shown high, right of those, share shown low, right of those]. */
  sentencesByTrait: Record<Trait, [number, number, number, number]>;
  /** Share of (person, trait) pairs whose TRUE score is ≥ 0.7 or ≤ 0.3. */
  trulyExtreme: number;
  /** r(confidence, −mean absolute error) over people: positive when confidence tracks accuracy. */
  confidenceVsAccuracy: number;
  meanConfidence: Record<ResponseStyle, number>;
  /** Mean P(random responder | answers) the scorer gives each response style (careless-responding.ts). */
  meanCarelessProbability: Record<ResponseStyle, number>;
}

/** Runs the study at one noise level: every person answers twice (retest: same person, fresh noise). */
export interface StudyDesign {
  respondents: number;
  seed: number;
  share: number;
  scenes?: readonly Scene[];
  /** Who answers (default: the author's ratings, respondent-models.ts). */
  model?: RespondentModel;
}

export const runRecoveryStudy = ({
  respondents,
  seed,
  share,
  scenes = SCENES,
  model = DEFAULT_RESPONDENTS,
}: StudyDesign): RecoveryStudy => {
  const rng = createRng(seed);
  const tau = tauForShare(share, scenes, model);
  const people: Person[] = [];
  const first: { scores: HexacoScores; confidence: number; careless: number; evidence: Record<string, number> }[] = [];
  const second: HexacoScores[] = [];
  for (let n = 0; n < respondents; n++) {
    const person = drawPerson(rng, drawStyle(rng));
    people.push(person);
    const scored = scoreAssessment(simulateAnswers(person, rng, share, tau, scenes, model), scenes);
    first.push({
      scores: scored.scores,
      confidence: scored.confidence,
      careless: scored.evidence.carelessProbability ?? 0,
      evidence: scored.evidence.traitEvidence ?? {},
    });
    second.push(scoreAssessment(simulateAnswers(person, rng, share, tau, scenes, model), scenes).scores);
  }
  const truth = (t: Trait, who = people) => who.map((p) => p.truth[t]);
  const score = (t: Trait) => first.map((f) => f.scores[t]);
  const attentive = people.map((p, i) => (p.style === 'attentive' ? i : -1)).filter((i) => i >= 0);
  const raw = TRAITS.map((ti) => TRAITS.map((tj) => pearson(score(ti), truth(tj))));
  const truthR = TRAITS.map((ti) => TRAITS.map((tj) => pearson(truth(ti), truth(tj))));
  const partialM = TRAITS.map((_, i) => TRAITS.map((_, j) => (i === j ? raw[i]![i]! : partial(raw[i]![j]!, raw[i]![i]!, truthR[j]![i]!))));
  let shown = 0;
  let right = 0;
  let rightOfMidpoint = 0;
  let extreme = 0;
  const withSentence = new Set<number>();
  const byTrait = perTraitTuple();
  for (let n = 0; n < respondents; n++)
    for (const t of TRAITS) {
      const s = first[n]!.scores[t];
      const th = people[n]!.truth[t];
      if (th >= TRAIT_SENTENCE_HIGH || th <= TRAIT_SENTENCE_LOW) extreme++;
      // The product's own rule: the score's threshold and the certainty of its direction.
      if (traitSentence(t, s, first[n]!.evidence[t]) !== null) {
        const high = s >= TRAIT_SENTENCE_HIGH;
        withSentence.add(n);
        shown++;
        const ok = high === th > NORM_MEAN[t];
        if (ok) right++;
        if (high === th > 0.5) rightOfMidpoint++;
        const counts = byTrait[t];
        counts[high ? 0 : 2] += 1;
        if (ok) counts[high ? 1 : 3] += 1;
      }
    }
  for (const t of TRAITS) {
    const [h, hr, l, lr] = byTrait[t];
    byTrait[t] = [h / respondents, h ? hr / h : Number.NaN, l / respondents, l ? lr / l : Number.NaN];
  }
  const errors = first.map((f, n) => mean(TRAITS.map((t) => Math.abs(f.scores[t] - people[n]!.truth[t])))!);
  const confidenceOf = (style: ResponseStyle) =>
    mean(first.filter((_, n) => people[n]!.style === style).map((f) => f.confidence)) ?? Number.NaN;
  const carelessOf = (style: ResponseStyle) =>
    mean(first.filter((_, n) => people[n]!.style === style).map((f) => f.careless)) ?? Number.NaN;
  return {
    share,
    respondents,
    r: perTrait((t) => pearson(score(t), truth(t))),
    rAttentive: perTrait((t) =>
      pearson(
        attentive.map((n) => first[n]!.scores[t]),
        attentive.map((n) => people[n]!.truth[t]),
      ),
    ),
    mae: perTrait((t) => mean(first.map((f, n) => Math.abs(f.scores[t] - people[n]!.truth[t])))!),
    maeOfMean: perTrait((t) => mean(people.map((p) => Math.abs(NORM_MEAN[t] - p.truth[t])))!),
    retest: perTrait((t) =>
      pearson(
        score(t),
        second.map((s) => s[t]),
      ),
    ),
    discriminant: raw,
    discriminantPartial: partialM,
    maxOffDiagonalPartial: Math.max(...partialM.flatMap((row, i) => row.filter((_, j) => j !== i).map(Math.abs))),
    scoreSd: perTrait((t) => sdOf(score(t))),
    truthSd: perTrait((t) => sdOf(truth(t))),
    sentencesShown: shown / (respondents * TRAITS.length),
    sentencesRight: shown ? right / shown : Number.NaN,
    sentencesRightOfMidpoint: shown ? rightOfMidpoint / shown : Number.NaN,
    peopleWithSentence: withSentence.size / respondents,
    sentencesByTrait: byTrait,
    trulyExtreme: extreme / (respondents * TRAITS.length),
    confidenceVsAccuracy: -pearson(
      first.map((f) => f.confidence),
      errors,
    ),
    meanConfidence: { attentive: confidenceOf('attentive'), desirable: confidenceOf('desirable'), random: confidenceOf('random') },
    meanCarelessProbability: { attentive: carelessOf('attentive'), desirable: carelessOf('desirable'), random: carelessOf('random') },
  };
};

/** Every (option, trait) cell of the scenes, read by `cell` and centred within its scene. */
const centredCells = (scenes: readonly Scene[], cell: (scene: Scene, value: string, t: Trait) => number): number[] =>
  scenes.flatMap((scene) =>
    TRAITS.flatMap((t) => {
      const xs = scene.options.map((o) => cell(scene, o.value, t));
      const m = mean(xs)!;
      return xs.map((x) => x - m);
    }),
  );

/** How a reading rates one option on one trait (0 when it leaves the trait out). */
export const ratingCell = (model: RespondentModel) => (scene: Scene, value: string, t: Trait) =>
  ratedOptionOf(model, scene.id, value).loadings[t] ?? 0;

/** How closely the scoring keys agree with a reading of the options: r over every centred (option, trait) cell. */
export const keysVersusRatings = (scenes: readonly Scene[] = SCENES, model: RespondentModel = DEFAULT_RESPONDENTS): number =>
  pearson(
    centredCells(scenes, (scene, value, t) =>
      weightOf(
        scene.options.find((o) => o.value === value)!,
        t,
      ),
    ),
    centredCells(scenes, ratingCell(model)),
  );
