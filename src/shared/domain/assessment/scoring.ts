import { clamp, mean } from '../../lib/math';
import { TRAITS, type HexacoScores } from './hexaco';
import { DEFAULT_ARCHETYPE, archetypeFor } from './archetypes';
import { BEHAVIOUR_ADJUSTMENT_RANGE, behaviourImpact, eventsOf, focusDirection } from './behaviour-events';
import { carelessProbability, mixturePosterior } from './careless-responding';
import { consistencyIndex } from './consistency';
import { gradedItemOf } from './follow-up/graded-items';
import { agreement, estimate, probeItem, sceneItem, traitwiseEstimate, traitwiseVarianceAtMean, type ModelItem } from './item-model';
import { lifestyleInsights } from './lifestyle-insights';
import { normalizeScores } from './normalize-scores';
import { clampReactionTime } from './response-limits';
import { NORM_MEAN, NORM_SD } from './norms';
import { forcedChoiceSides, probeAnswerOf } from './probe-items';
import { SCENES, type Scene } from './scenes';
import { median, round3 } from './score-math';
import { resolveResponses, type AssessmentResponse, type ResolvedAnswer } from './trait-evidence';

/**
 * Scoring of the whole Maya assessment: scores, confidence, archetype and insights from a set of
 * responses. Pure functions; the formula is documented in docs/assessment-scoring.md. The parts live
 * beside it: trait-evidence (trait scores), consistency, behaviour-events, calibration-probes,
 * response-limits, archetypes, trait-sentences and lifestyle-insights, each pinned by its own test.
 */

/**
 * The version of the scoring that made a profile, stored with it (reliability_scores and
 * core_personality_matrix). 1: the centred-sum formula with one-trait keys (profiles stored
 * without a version); 2: the item model with scored probes, shrinkage to the HEXACO-60 norms and
 * evidence-based confidence (issue 17); 3: each trait shrunk by its own evidence only, random
 * responding as a second class of respondent, and confidence from that posterior (ADR 024); 4: the
 * revised items and keys of ADR 027; 5: the same items keyed by the consensus of nine blind readings,
 * probes scored with their cross-loadings (ADR 030); 6: the follow-up's statements scored in the same
 * model as graded response items (issue 33; without them the same numbers as 5).
 */
export const SCORING_VERSION = 6;

/** A stored answer to a follow-up statement (follow-up/item-bank.ts): 1..5. */
export interface FollowUpAnswer {
  item_id: string;
  answer: number;
}

/** Confidence = CONFIDENCE_SCALE · evidence share + behaviour (the scale leaves room for the behaviour bonus). */
export const CONFIDENCE_SCALE = 0.9;
/**
 * The agreement (item-model.ts) at which answers count as fully consistent. Random answering gives
 * 0 on average, attentive answering about 1 (quartiles 0.3 / 0.8 / 1.5); 0.6 was chosen from that
 * distribution in the recovery study (docs/assessment-scoring.md §4), so that most attentive people reach full consistency.
 * Since version 3 the consistency is reported (reliability_scores) but does not enter confidence:
 * the random-responding probability, computed from the same answers' likelihood, carries it.
 */
export const FULL_AGREEMENT = 0.6;

export interface AssessmentEvidence {
  responseCount: number;
  /** 0..1: the mean of the answers' agreement (scaled) and the share that do not contradict the others. */
  consistency: number;
  scoringVersion?: number;
  /** Probe answers scored as items. */
  probesScored?: number;
  /** From version 6: follow-up statements scored. */
  statementsScored?: number;
  /** How much the answers agree with one another (0 random, ~1.2 typical); see item-model.ts. */
  agreement?: number;
  /** Per trait: the share of the population variance the answers removed (1 − posterior / prior variance). */
  traitEvidence?: Record<string, number>;
  /** From version 3: P(random responder | answers) (careless-responding.ts). */
  carelessProbability?: number;
  behaviourAdjustment: number;
  meanReactionTimeMs: number | null;
  medianReactionTimeMs: number | null;
  hesitations: number;
  focusGains: number;
  blurs: number;
  clickPaths: number;
  meanClickPathEfficiency: number | null;
}

export interface AssessmentResult {
  scores: HexacoScores;
  confidence: number;
  archetype: string;
  insights: string[];
  evidence: AssessmentEvidence;
}

/** Behavioural summary of the answers and the clamped sum of the spec §9 confidence impacts. */
export const behaviourEvidence = (answers: readonly ResolvedAnswer[]): Omit<AssessmentEvidence, 'responseCount' | 'consistency'> => {
  const events = answers.flatMap((a) => eventsOf(a.response.behavioral_data));
  const clicks = events
    .filter((e) => e.event_type === 'click_path')
    .map((e) => e.event_data.efficiency)
    .filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  const focusChanges = events.filter((e) => e.event_type === 'focus_change').map((e) => focusDirection(e.event_data));
  const times = answers
    .map((a) => a.response.reaction_time_ms)
    .filter((t): t is number => typeof t === 'number')
    .map(clampReactionTime);
  const impact = events.reduce((sum, e) => sum + behaviourImpact(e), 0);
  const meanTime = mean(times);
  const meanClick = mean(clicks);
  return {
    behaviourAdjustment: round3(clamp(impact, ...BEHAVIOUR_ADJUSTMENT_RANGE)),
    meanReactionTimeMs: meanTime === null ? null : Math.round(meanTime),
    medianReactionTimeMs: median(times),
    hesitations: events.filter((e) => e.event_type === 'hesitation').length,
    focusGains: focusChanges.filter((d) => d === 'focus').length,
    blurs: focusChanges.filter((d) => d === 'blur').length,
    clickPaths: events.filter((e) => e.event_type === 'click_path').length,
    meanClickPathEfficiency: meanClick === null ? null : round3(meanClick),
  };
};

/**
 * Confidence in 0..1: CONFIDENCE_SCALE · evidence share + behaviour adjustment, where the evidence
 * share is the mean over traits of (1 − posterior variance) — the share of the population's variance
 * the answers removed, under the posterior that also weighs random responding (careless-responding.ts)
 * — divided by the same for a complete attentive assessment at the population mean (capped at 1).
 * Fewer answers, skipped probes and answers that look random all lower it. 0 with no responses
 * (spec §3 default).
 */
export const confidenceFor = (responseCount: number, evidenceShare: number, behaviourAdjustment: number): number => {
  if (responseCount <= 0) return 0;
  return round3(clamp(CONFIDENCE_SCALE * clamp(evidenceShare, 0, 1) + behaviourAdjustment, 0, 1));
};

/** The items of a set of answers: each scene choice, and each probe answer that scores (probe-items.ts). */
export const itemsOf = (answers: readonly ResolvedAnswer[]): { items: ModelItem[]; probes: number } => {
  const items: ModelItem[] = [];
  let probes = 0;
  for (const { scene, option, response } of answers) {
    items.push(sceneItem(scene, scene.options.indexOf(option)));
    const probe = probeAnswerOf(scene, response.micro_response);
    if (probe) {
      items.push(probeItem(probe));
      probes++;
    }
  }
  return { items, probes };
};

/** The follow-up's answers as items: unknown statements and answers carry no evidence, a repeated statement counts once. */
export const statementItemsOf = (answers: readonly FollowUpAnswer[]): ModelItem[] => {
  const seen = new Set<string>();
  return answers.flatMap((a) => {
    const item = seen.has(a.item_id) ? null : gradedItemOf(a.item_id, a.answer);
    if (item) seen.add(a.item_id);
    return item ? [item] : [];
  });
};

const meanEvidence = (variance: readonly number[]): number => mean(variance.map((v) => 1 - v))!;

/**
 * The mean evidence (1 − posterior variance) of a complete assessment with every 'always' probe
 * answered, at the population mean: the evidence share of a full, attentive assessment is 1.
 */
const referenceEvidence = (scenes: readonly Scene[]): number => {
  const responses = scenes.map((s) => {
    const trigger = s.calibrationTriggers[0];
    if (trigger?.condition !== 'always') return { scene_id: s.id, option_selected: s.options[0]!.value };
    const answer = trigger.probeType === 'forced_choice' ? forcedChoiceSides(trigger.question)?.[0] : 3;
    return {
      scene_id: s.id,
      option_selected: s.options[0]!.value,
      micro_response: { probe_type: trigger.probeType, question: trigger.question, answer },
    };
  });
  const { items } = itemsOf(resolveResponses(responses, scenes));
  return meanEvidence(traitwiseVarianceAtMean(items));
};
const REFERENCE = new Map<readonly Scene[], number>();
const referenceFor = (scenes: readonly Scene[]) => {
  let value = REFERENCE.get(scenes);
  if (value === undefined) REFERENCE.set(scenes, (value = referenceEvidence(scenes)));
  return value;
};

/** Scores a set of responses into the HEXACO result of spec §3 (plus the evidence behind it). */
export const scoreAssessment = (
  responses: readonly AssessmentResponse[],
  scenes: readonly Scene[] = SCENES,
  followUp: readonly FollowUpAnswer[] = [],
): AssessmentResult => {
  const answers = resolveResponses(responses, scenes);
  const behaviour = behaviourEvidence(answers);
  const contradictionIndex = consistencyIndex(answers);
  if (!answers.length) {
    return {
      scores: normalizeScores({}),
      confidence: 0,
      archetype: DEFAULT_ARCHETYPE,
      insights: [],
      evidence: {
        responseCount: 0,
        consistency: contradictionIndex,
        scoringVersion: SCORING_VERSION,
        probesScored: 0,
        statementsScored: 0,
        agreement: 0,
        traitEvidence: Object.fromEntries(TRAITS.map((t) => [t, 0])),
        carelessProbability: 0,
        ...behaviour,
      },
    };
  }
  const { items: sceneItems, probes } = itemsOf(answers);
  const statements = statementItemsOf(followUp);
  const items = [...sceneItems, ...statements];
  const agree = agreement(items);
  const consistency = (clamp(agree / FULL_AGREEMENT, 0, 1) + contradictionIndex) / 2;
  // The posterior mode under the population prior gives the marginal likelihood of the answers
  // (careless-responding.ts); the scores themselves shrink each trait by its own evidence (item-model.ts).
  const mode = estimate(items);
  const careless = carelessProbability(items, mode);
  const { mean: z, variance } = mixturePosterior(traitwiseEstimate(items, mode.z), careless);
  const scores = normalizeScores(Object.fromEntries(TRAITS.map((t, i) => [t, round3(clamp(NORM_MEAN[t] + NORM_SD[t] * z[i]!, 0, 1))])));
  const traitEvidence = Object.fromEntries(TRAITS.map((t, i) => [t, round3(clamp(1 - variance[i]!, 0, 1))]));
  const evidenceShare = meanEvidence(variance) / referenceFor(scenes);
  return {
    scores,
    confidence: confidenceFor(answers.length, evidenceShare, behaviour.behaviourAdjustment),
    archetype: archetypeFor(scores),
    insights: lifestyleInsights(scores),
    evidence: {
      responseCount: answers.length,
      consistency: round3(consistency),
      scoringVersion: SCORING_VERSION,
      probesScored: probes,
      statementsScored: statements.length,
      agreement: round3(agree),
      traitEvidence,
      carelessProbability: round3(careless),
      ...behaviour,
    },
  };
};
