import { z } from 'zod';
import { clamp, mean } from '../../lib/math';
import { TRAITS, hexacoValue, type HexacoScores, type Trait } from '../../schemas/hexaco';
import { ARCHETYPES, DEFAULT_ARCHETYPE } from './archetypes';
import { HESITATION_THRESHOLD_MS, SCENES, SCENE_COUNT, sceneById, weightOf, type CalibrationTrigger, type Scene, type SceneOption } from './scenes';

/**
 * Scoring of the Maya assessment. Pure functions; the formula is documented in
 * docs/assessment-scoring.md and every rule is pinned in scoring.test.ts.
 */

/**
 * HEXACO scores from anything (spec §5: a value that is not a number in 0..1 counts as 0.5).
 * Applies the shared per-value rule trait by trait, so partial or missing input also works.
 */
export const normalizeScores = (input: unknown): HexacoScores => {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  return Object.fromEntries(TRAITS.map((t) => [t, hexacoValue.parse(source[t])])) as HexacoScores;
};

// ---------------------------------------------------------------------------------------------
// Limits of spec §5 / §8.3 / §9
// ---------------------------------------------------------------------------------------------

export const MIN_RESPONSES = 6;
export const REACTION_TIME_CLAMP = [100, 300_000] as const;
/** An answer given faster than this cannot have followed a reading of the options (see docs). */
export const FAST_RESPONSE_MS = 1500;

/** Spec §5: reaction time is clamped to 100..300000 ms. An unmeasurable (NaN) time counts as the floor. */
export const clampReactionTime = (ms: number): number => {
  const [min, max] = REACTION_TIME_CLAMP;
  if (Number.isNaN(ms)) return min;
  return Math.round(clamp(ms, min, max));
};

export type DeviceTier = 'low' | 'medium' | 'high';

/** Spec §5: behavioural events per question are capped at 10 (low or low-end device), 25 (medium), otherwise 50. */
export const behaviourEventCap = (deviceTier: DeviceTier, lowEnd = false): number => {
  if (lowEnd || deviceTier === 'low') return 10;
  return deviceTier === 'medium' ? 25 : 50;
};

/**
 * Keeps at most the cap of events for one question. The most recent ones are kept: the moments just
 * before the answer carry the decision (a hesitation, the final click path), and the client already
 * prunes events older than 30 s.
 */
export const capBehaviouralEvents = <T>(events: readonly T[], deviceTier: DeviceTier, lowEnd = false): T[] => {
  const cap = behaviourEventCap(deviceTier, lowEnd);
  return events.length <= cap ? [...events] : events.slice(events.length - cap);
};

/** Spec §8.3: null when the assessment may complete, otherwise the message to show, word for word. */
export const completionCheck = (responseCount: number): string | null => {
  const n = Number.isFinite(responseCount) ? Math.max(0, Math.floor(responseCount)) : 0;
  if (n === 0) return 'No responses recorded. Please restart and complete the assessment.';
  if (n < MIN_RESPONSES) return `Only ${n} responses recorded. Need at least ${MIN_RESPONSES} to complete assessment.`;
  return null;
};

// ---------------------------------------------------------------------------------------------
// Behavioural events (spec §3, §9)
// ---------------------------------------------------------------------------------------------

export const BEHAVIOUR_EVENT_TYPES = ['hesitation', 'click_path', 'focus_change'] as const;
export type BehaviourEventType = (typeof BEHAVIOUR_EVENT_TYPES)[number];

export const behaviouralEventSchema = z.object({
  event_type: z.enum(BEHAVIOUR_EVENT_TYPES),
  event_data: z.record(z.string(), z.unknown()).default({}),
  timestamp_ms: z.number().nonnegative(),
  confidence_impact: z.number().optional(),
});
export type BehaviouralEvent = z.infer<typeof behaviouralEventSchema>;

/** Spec §9 confidence impacts. */
export const BEHAVIOUR_IMPACT = {
  hesitation: -0.03,
  efficientClickPath: 0.02,
  inefficientClickPath: -0.01,
  focus: 0.01,
  blur: -0.02,
} as const;
export const CLICK_PATH_EFFICIENCY_THRESHOLD = 0.8;
/** All events together may move confidence by at most this much, so a noisy device cannot decide it alone. */
export const BEHAVIOUR_ADJUSTMENT_RANGE = [-0.2, 0.1] as const;

/**
 * focus_change carries `{ focused: boolean }`; `{ state | type: 'focus' | 'blur' }` is accepted too.
 * Returns undefined when the event does not say which way focus went.
 */
const focusDirection = (data: Record<string, unknown>): 'focus' | 'blur' | undefined => {
  if (typeof data.focused === 'boolean') return data.focused ? 'focus' : 'blur';
  const word = data.state ?? data.type;
  return word === 'focus' || word === 'blur' ? word : undefined;
};

/**
 * The confidence impact of one event, recomputed from its type and data: a client-sent
 * confidence_impact is never trusted. click_path reads `event_data.efficiency` (0..1); anything not
 * over 0.8, including a missing value, is the "else" of spec §9.
 */
export const behaviourImpact = (event: Pick<BehaviouralEvent, 'event_type' | 'event_data'>): number => {
  const data = event.event_data ?? {};
  switch (event.event_type) {
    case 'hesitation':
      return BEHAVIOUR_IMPACT.hesitation;
    case 'click_path': {
      const efficiency = data.efficiency;
      return typeof efficiency === 'number' && efficiency > CLICK_PATH_EFFICIENCY_THRESHOLD ? BEHAVIOUR_IMPACT.efficientClickPath : BEHAVIOUR_IMPACT.inefficientClickPath;
    }
    case 'focus_change': {
      const direction = focusDirection(data);
      if (direction === 'focus') return BEHAVIOUR_IMPACT.focus;
      return direction === 'blur' ? BEHAVIOUR_IMPACT.blur : 0;
    }
    default:
      return 0;
  }
};

/** The events stored with a response: an array, or `{ events: [...] }`; invalid entries are dropped. */
export const eventsOf = (behavioralData: unknown): BehaviouralEvent[] => {
  const list = Array.isArray(behavioralData)
    ? behavioralData
    : behavioralData && typeof behavioralData === 'object' && Array.isArray((behavioralData as { events?: unknown }).events)
      ? (behavioralData as { events: unknown[] }).events
      : [];
  return list.flatMap((item) => {
    const parsed = behaviouralEventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
};

// ---------------------------------------------------------------------------------------------
// Responses and trait evidence
// ---------------------------------------------------------------------------------------------

/** A recorded scene response (spec §3). trait_weights sent by a client are ignored: the scene data is authoritative. */
export interface AssessmentResponse {
  scene_id: string;
  option_selected: string;
  reaction_time_ms?: number | null;
  behavioral_data?: unknown;
}

export interface ResolvedAnswer {
  scene: Scene;
  option: SceneOption;
  response: AssessmentResponse;
}

/**
 * Matches responses to scenes and options. Unknown scenes or options carry no evidence and are
 * dropped; a second response to the same scene is ignored (the API records once per scene).
 */
export const resolveResponses = (responses: readonly AssessmentResponse[], scenes: readonly Scene[] = SCENES): ResolvedAnswer[] => {
  const seen = new Set<string>();
  const answers: ResolvedAnswer[] = [];
  for (const response of responses) {
    if (seen.has(response.scene_id)) continue;
    const scene = sceneById(response.scene_id, scenes);
    const option = scene?.options.find((o) => o.value === response.option_selected);
    if (!scene || !option) continue;
    seen.add(scene.id);
    answers.push({ scene, option, response });
  }
  return answers;
};

/** What a scene offers on a trait: the mean option weight, and how far above and below it the options reach. */
export interface TraitRange {
  mean: number;
  up: number;
  down: number;
}

export const traitRange = (scene: Scene, trait: Trait): TraitRange => {
  const weights = scene.options.map((o) => weightOf(o, trait));
  const mean = weights.reduce((a, b) => a + b, 0) / weights.length;
  return { mean, up: Math.max(...weights) - mean, down: mean - Math.min(...weights) };
};

/**
 * The evidence an answer gives on a trait: the chosen option's weight minus the scene's mean option
 * weight. Zero for a respondent who picks at random, whatever the asymmetry of the weights.
 */
export const centredEvidence = (scene: Scene, option: SceneOption, trait: Trait): number => weightOf(option, trait) - traitRange(scene, trait).mean;

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * The trait score in 0..1:
 *   E = Σ centred evidence over the answered scenes,
 *   U = Σ (max − mean) and D = Σ (mean − min): how far the answered scenes let a person move the trait up or down,
 *   score = clamp01(0.5 + E / (U + D)).
 * E is 0 on average for a random picker, so 0.5 means "no lean either way" whatever the asymmetry of
 * the weights. One scale (U + D) serves both directions, so a step of evidence up or down moves the
 * score equally; since the scenes offer more room up than down (weights reach +0.16 but only −0.08),
 * the top clamps at 1 while the floor of a trait stays between about 0.08 and 0.23 (docs explain why
 * a separate scale per direction was rejected: it pulled every average respondent below 0.5).
 * Scenes that contrast a trait more strongly count for more, in proportion to that contrast.
 */
export const traitScore = (answers: readonly ResolvedAnswer[], trait: Trait): number => {
  let evidence = 0;
  let room = 0;
  for (const { scene, option } of answers) {
    const range = traitRange(scene, trait);
    evidence += weightOf(option, trait) - range.mean;
    room += range.up + range.down;
  }
  if (room <= 1e-12) return 0.5;
  return round3(clamp(0.5 + evidence / room, 0, 1));
};

// ---------------------------------------------------------------------------------------------
// Consistency: does an answer contradict the direction of other answers?
// ---------------------------------------------------------------------------------------------

/** Centred evidence at least this large is a clear statement about a trait (a primary key after centring). */
export const STRONG_EVIDENCE = 0.07;
/** An answer contradicts when the other answers' clear statements lean the opposite way by at least this many. */
export const CONTRADICTION_MARGIN = 1;

/** +1 when the answer clearly pushes the trait up, −1 clearly down, 0 otherwise. */
export const evidenceDirection = (scene: Scene, option: SceneOption, trait: Trait): -1 | 0 | 1 => {
  const c = centredEvidence(scene, option, trait);
  if (c >= STRONG_EVIDENCE) return 1;
  return c <= -STRONG_EVIDENCE ? -1 : 0;
};

/**
 * An answer contradicts the reference answers when, on some trait, it is a clear statement one way
 * while the reference answers' clear statements on that trait lean, on balance, the other way
 * (e.g. the candid option in one scene, then the fib in another, with nothing to tip it back).
 */
export const contradicts = (answer: Pick<ResolvedAnswer, 'scene' | 'option'>, reference: readonly Pick<ResolvedAnswer, 'scene' | 'option'>[]): boolean =>
  TRAITS.some((trait) => {
    const direction = evidenceDirection(answer.scene, answer.option, trait);
    if (direction === 0) return false;
    const net = reference.reduce((sum, r) => sum + evidenceDirection(r.scene, r.option, trait), 0);
    return net * direction <= -CONTRADICTION_MARGIN;
  });

/** Whether a new answer contradicts the answers recorded before it (the 'inconsistent' probe condition). */
export const isInconsistentAnswer = (scene: Scene, optionValue: string, earlier: readonly AssessmentResponse[], scenes: readonly Scene[] = SCENES): boolean => {
  const option = scene.options.find((o) => o.value === optionValue);
  if (!option) return false;
  const reference = resolveResponses(earlier, scenes).filter((a) => a.scene.id !== scene.id);
  return contradicts({ scene, option }, reference);
};

/** Share of answers that do not contradict the rest (leave-one-out); 1 when there is nothing to compare. */
export const consistencyIndex = (answers: readonly ResolvedAnswer[]): number => {
  if (answers.length < 2) return 1;
  const contradictions = answers.filter((a, i) => contradicts(a, answers.filter((_, j) => j !== i))).length;
  return round3(1 - contradictions / answers.length);
};

// ---------------------------------------------------------------------------------------------
// Calibration probes
// ---------------------------------------------------------------------------------------------

export interface ProbeSignals {
  reactionTimeMs?: number | null;
  hesitated?: boolean;
  inconsistent?: boolean;
}

const probeFires = (trigger: CalibrationTrigger, signals: ProbeSignals): boolean => {
  const rt = typeof signals.reactionTimeMs === 'number' ? clampReactionTime(signals.reactionTimeMs) : undefined;
  switch (trigger.condition) {
    case 'always':
      return true;
    case 'hesitation':
      return signals.hesitated === true || (rt !== undefined && rt >= (trigger.threshold ?? HESITATION_THRESHOLD_MS));
    case 'fast_response':
      return rt !== undefined && rt < (trigger.threshold ?? FAST_RESPONSE_MS);
    case 'inconsistent':
      return signals.inconsistent === true;
    default:
      return false;
  }
};

/** The scene's calibration probe when its condition fires for this answer, otherwise null. */
export const calibrationProbeFor = (scene: Pick<Scene, 'calibrationTriggers'>, signals: ProbeSignals): CalibrationTrigger | null =>
  scene.calibrationTriggers.find((trigger) => probeFires(trigger, signals)) ?? null;

// ---------------------------------------------------------------------------------------------
// Archetypes, sentences and insights
// ---------------------------------------------------------------------------------------------

/** A trait leads the profile only if its score reaches this; flatter profiles are The Explorer. */
export const ARCHETYPE_MIN_SCORE = 0.6;

/** The highest-scoring trait; ties go to the earlier trait in display order. */
export const dominantTrait = (scores: HexacoScores): Trait => TRAITS.reduce((best, t) => (scores[t] > scores[best] ? t : best), TRAITS[0]);

/** The archetype of a score pattern: the leading trait's archetype, or 'The Explorer' when nothing leads. */
export const archetypeFor = (input: unknown): string => {
  const scores = normalizeScores(input);
  const lead = dominantTrait(scores);
  return scores[lead] >= ARCHETYPE_MIN_SCORE ? ARCHETYPES[lead] : DEFAULT_ARCHETYPE;
};

export const TRAIT_SENTENCE_HIGH = 0.7;
export const TRAIT_SENTENCE_LOW = 0.3;

const TRAIT_SENTENCES: Record<Trait, { high: string; low: string }> = {
  honesty_humility: {
    high: 'You play it straight: people can take your word at face value, and you would rather be genuine than impressive.',
    low: "You know how the game is played and you're not shy about going after what you want.",
  },
  emotionality: {
    high: "You feel things deeply and you're not afraid to lean on the people close to you.",
    low: 'You stay steady under pressure; it takes a lot to rattle you.',
  },
  extraversion: {
    high: 'You come alive around people and can turn a room of strangers into a party.',
    low: 'You recharge in quiet and would trade a crowded room for one real conversation.',
  },
  agreeableness: {
    high: "You're quick to forgive and slow to anger; people feel at ease around you.",
    low: 'You say what you think and stand your ground when something matters.',
  },
  conscientiousness: {
    high: 'You plan ahead and follow through; people know they can count on you.',
    low: 'You go with the flow and trust things to work out on the day.',
  },
  openness: {
    high: "You're curious about everything and drawn to the new, the unusual and the creative.",
    low: 'You know what you like and value the familiar, the practical and the proven.',
  },
};

/** Spec §2.8: a sentence only when the score is at least 0.7 or at most 0.3, otherwise null. */
export const traitSentence = (trait: Trait, score: unknown): string | null => {
  const value = normalizeScores({ [trait]: score })[trait];
  if (value >= TRAIT_SENTENCE_HIGH) return TRAIT_SENTENCES[trait].high;
  if (value <= TRAIT_SENTENCE_LOW) return TRAIT_SENTENCES[trait].low;
  return null;
};

/** A score is "high" from 0.6 and "low" to 0.4 for lifestyle wording (softer bands than the trait cards). */
export const LIFESTYLE_BANDS = { high: 0.6, low: 0.4 } as const;
export type Band = 'high' | 'mid' | 'low';
export const bandOf = (score: number): Band => (score >= LIFESTYLE_BANDS.high ? 'high' : score <= LIFESTYLE_BANDS.low ? 'low' : 'mid');

const LIFESTYLE_LINES: Record<Trait, Record<Band, string>> = {
  extraversion: {
    high: 'Your weekends fill up fast: dinners, parties and last-minute plans with friends.',
    mid: "You enjoy a good night out as much as a quiet night in, and you know which one you need.",
    low: 'Your ideal weekend has room to breathe: a long walk, a good book, one close friend.',
  },
  openness: {
    high: "You collect new experiences: a dish you can't pronounce, a gallery off the beaten path, a trip with no fixed plan.",
    mid: "You like trying something new now and then, as long as there's a favourite to come back to.",
    low: 'You have your places, your dishes and your routines, and they make you happy.',
  },
  conscientiousness: {
    high: 'Your plans have backup plans, and being on time is how you show respect.',
    mid: 'You plan the things that matter and leave room for the rest to happen.',
    low: "You'd rather keep the day open and see where it goes than lock in a plan.",
  },
  agreeableness: {
    high: "You're the friend who smooths things over and believes in second chances.",
    mid: "You're easygoing until something really matters, and then you speak up.",
    low: "You hold people to a high standard and don't pretend things are fine when they aren't.",
  },
  emotionality: {
    high: 'You keep your people close, check in often and say how you really feel.',
    mid: 'You feel things fully and still keep your balance when things get tense.',
    low: 'You keep a cool head in a crisis; friends call you when they need calm.',
  },
  honesty_humility: {
    high: "You'd choose a genuine connection over a flashy one, every time.",
    mid: "You're sincere with the people you trust and sensible with those you're still getting to know.",
    low: "You enjoy the finer things in life and aren't afraid to go after them.",
  },
};

export const LIFESTYLE_INSIGHT_COUNT = 4;

/** Traits ordered by how far their score sits from the midpoint; ties keep display order. */
export const traitsByProminence = (scores: HexacoScores): Trait[] =>
  [...TRAITS].sort((a, b) => Math.abs(scores[b] - 0.5) - Math.abs(scores[a] - 0.5) || TRAITS.indexOf(a) - TRAITS.indexOf(b));

/** Lifestyle lines for the most pronounced traits, most pronounced first. */
export const lifestyleInsights = (scores: HexacoScores, count = LIFESTYLE_INSIGHT_COUNT): string[] =>
  traitsByProminence(scores)
    .slice(0, count)
    .map((t) => LIFESTYLE_LINES[t][bandOf(scores[t])]);

// ---------------------------------------------------------------------------------------------
// The whole assessment
// ---------------------------------------------------------------------------------------------

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

const median = (xs: readonly number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

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
