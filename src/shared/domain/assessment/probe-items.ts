import type { Trait } from './hexaco';
import type { CalibrationTrigger, Scene } from './scenes';

/**
 * The calibration probes scored as items (issue 17): a 1–5 likert or a forced choice is a classic
 * personality item. Each scored probe is keyed to the trait its scene contrasts least (scenes.test.ts
 * checks this); `keyed: -1` is a reversed item (a 5 means LOW on the trait; the first side of a
 * forced choice is the low pole). Text and voice probes are not scored.
 */
export interface ProbeKey {
  trait: Trait;
  keyed: 1 | -1;
  /**
   * How the answer also moves with other traits, per unit of its own trait (version 5: the median of
   * nine readings of the question, ADR 030). 'How much do small worries stay with you?' is read as a
   * little reserved and touchy too; left out, that reading would pass into the emotionality score.
   */
  cross?: Partial<Record<Trait, number>>;
}

export const PROBE_KEYS: Readonly<Record<string, ProbeKey>> = {
  'table-for-two': { trait: 'extraversion', keyed: 1, cross: { emotionality: -0.14, agreeableness: 0.13 } },
  'room-of-strangers': { trait: 'conscientiousness', keyed: -1 },
  'rain-check': { trait: 'openness', keyed: 1 },
  'long-weekend': { trait: 'honesty_humility', keyed: -1, cross: { extraversion: 0.14 } },
  'wrong-chat': { trait: 'conscientiousness', keyed: 1 },
  'found-wallet': { trait: 'agreeableness', keyed: -1, cross: { emotionality: 0.14 } },
  'game-night': { trait: 'emotionality', keyed: 1, cross: { extraversion: -0.17, agreeableness: -0.17 } },
  'cancelled-again': { trait: 'openness', keyed: 1, cross: { conscientiousness: 0.17 } },
};

/** The two sides of a forced-choice question ('… which is closer to you: "A" or "B"?'), or null. */
export const forcedChoiceSides = (question: string): [string, string] | null => {
  const match = /["“]([^"”]+)["”]\s+or\s+["“]([^"”]+)["”]/i.exec(question);
  return match?.[1] && match[2] ? [match[1].trim(), match[2].trim()] : null;
};

/** A scored probe's answer: the likert point 1..5, or the forced-choice side (0 first, 1 second). */
export interface ProbeAnswer {
  key: ProbeKey;
  probeType: 'likert_scale' | 'forced_choice';
  answer: number;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Reads a stored micro_response ({ probe_type, question, answer }) as a scored item. Only an answer
 * to this scene's own probe counts: the question must be the scene's current question (an answer
 * to an older wording, or to a probe the scene no longer has, is not scored), a likert answer must
 * be an integer 1..5, and a forced choice must name one of the two sides.
 */
export const probeAnswerOf = (scene: Pick<Scene, 'id' | 'calibrationTriggers'>, micro: unknown): ProbeAnswer | null => {
  const key = PROBE_KEYS[scene.id];
  const trigger: CalibrationTrigger | undefined = scene.calibrationTriggers[0];
  if (!key || !trigger || !isRecord(micro) || micro.question !== trigger.question || micro.probe_type !== trigger.probeType) return null;
  if (trigger.probeType === 'likert_scale') {
    const n = typeof micro.answer === 'string' ? Number(micro.answer) : micro.answer;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? { key, probeType: 'likert_scale', answer: n } : null;
  }
  if (trigger.probeType === 'forced_choice') {
    const sides = forcedChoiceSides(trigger.question);
    const index = sides && typeof micro.answer === 'string' ? sides.indexOf(micro.answer.trim()) : -1;
    return index === 0 || index === 1 ? { key, probeType: 'forced_choice', answer: index } : null;
  }
  return null;
};
