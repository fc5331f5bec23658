import { clamp, mean } from '../../lib/math';
import { TRAITS, type HexacoScores } from '../../schemas/hexaco';
import { DEFAULT_ARCHETYPE, archetypeFor } from './archetypes';
import { BEHAVIOUR_ADJUSTMENT_RANGE, behaviourImpact, eventsOf, focusDirection } from './behaviour-events';
import { consistencyIndex } from './consistency';
import { lifestyleInsights } from './lifestyle-insights';
import { normalizeScores } from './normalize-scores';
import { clampReactionTime } from './response-limits';
import { SCENES, SCENE_COUNT, type Scene } from './scenes';
import { median, round3 } from './score-math';
import { resolveResponses, traitScore, type AssessmentResponse, type ResolvedAnswer } from './trait-evidence';

/**
 * Scoring of the whole Maya assessment: scores, confidence, archetype and insights from a set of
 * responses. Pure functions; the formula is documented in docs/assessment-scoring.md. The parts live
 * beside it: trait-evidence (trait scores), consistency, behaviour-events, calibration-probes,
 * response-limits, archetypes, trait-sentences and lifestyle-insights, each pinned by its own test.
 */

/** Confidence: coverage × (0.6 + 0.3 × consistency) + behaviour adjustment, in 0..1. */
export const CONFIDENCE_WEIGHTS = { base: 0.6, consistency: 0.3 } as const;

export interface AssessmentEvidence {
  responseCount: number;
  consistency: number;
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
  const clicks = events.filter((e) => e.event_type === 'click_path').map((e) => e.event_data.efficiency).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  const focusChanges = events.filter((e) => e.event_type === 'focus_change').map((e) => focusDirection(e.event_data));
  const times = answers.map((a) => a.response.reaction_time_ms).filter((t): t is number => typeof t === 'number').map(clampReactionTime);
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

export const confidenceFor = (responseCount: number, consistency: number, behaviourAdjustment: number): number => {
  if (responseCount <= 0) return 0;
  const coverage = Math.min(responseCount, SCENE_COUNT) / SCENE_COUNT;
  return round3(clamp(coverage * (CONFIDENCE_WEIGHTS.base + CONFIDENCE_WEIGHTS.consistency * consistency) + behaviourAdjustment, 0, 1));
};

/** Scores a set of responses into the HEXACO result of spec §3 (plus the evidence behind it). */
export const scoreAssessment = (responses: readonly AssessmentResponse[], scenes: readonly Scene[] = SCENES): AssessmentResult => {
  const answers = resolveResponses(responses, scenes);
  const scores = normalizeScores(Object.fromEntries(TRAITS.map((t) => [t, traitScore(answers, t)])));
  const consistency = consistencyIndex(answers);
  const behaviour = behaviourEvidence(answers);
  return {
    scores,
    confidence: confidenceFor(answers.length, consistency, behaviour.behaviourAdjustment),
    archetype: answers.length ? archetypeFor(scores) : DEFAULT_ARCHETYPE,
    insights: answers.length ? lifestyleInsights(scores) : [],
    evidence: { responseCount: answers.length, consistency, ...behaviour },
  };
};
