import { calibrationProbeFor } from './calibration-probes';
import { isInconsistentAnswer } from '@shared/domain/assessment/consistency';
import type { AssessmentResponse } from '@shared/domain/assessment/trait-evidence';
import { PROBE_CONDITIONS, PROBE_TYPES, type CalibrationTrigger, type ProbeType, type Scene } from '@shared/domain/assessment/scenes';
import type { PublicScene } from '@shared/schemas/assessment';

/** Calibration probes (spec §3 Scene.calibrationTriggers, §9): when one fires and how it is asked. */

export type Probe = CalibrationTrigger;

const isCondition = (c: string): c is CalibrationTrigger['condition'] => (PROBE_CONDITIONS as readonly string[]).includes(c);
const isProbeType = (p: string): p is ProbeType => (PROBE_TYPES as readonly string[]).includes(p);

/**
 * A scene from the API in the shape the shared scoring helpers expect. Triggers with a condition or
 * probe type this client does not know are dropped rather than guessed at.
 */
export function toDomainScene(scene: PublicScene): Scene {
  return {
    ...scene,
    options: scene.options.map((o) => ({ ...o, traitWeights: o.traitWeights as Scene['options'][number]['traitWeights'] })),
    calibrationTriggers: scene.calibrationTriggers.flatMap((t) =>
      isCondition(t.condition) && isProbeType(t.probeType) ? [{ ...t, condition: t.condition, probeType: t.probeType }] : [],
    ),
  };
}

export type ProbeSignalsInput = {
  scene: PublicScene;
  optionValue: string;
  reactionTimeMs: number;
  hesitated: boolean;
  /** Answers recorded earlier in this visit (a resumed session's earlier answers are not known here). */
  earlier: readonly AssessmentResponse[];
  scenes: readonly PublicScene[];
};

/** The scene's probe when its condition fires for this answer, otherwise null. */
export function probeForAnswer({ scene, optionValue, reactionTimeMs, hesitated, earlier, scenes }: ProbeSignalsInput): Probe | null {
  const domain = toDomainScene(scene);
  const inconsistent = isInconsistentAnswer(domain, optionValue, earlier, scenes.map(toDomainScene));
  return calibrationProbeFor(domain, { reactionTimeMs, hesitated, inconsistent });
}

/** The friendly fallbacks for a forced choice whose question does not name its two sides. */
export const DEFAULT_FORCED_CHOICES = ["Yes, that's me", 'Not really'] as const;

/**
 * The two sides of a forced-choice question, read from its quoted alternatives
 * ('… which is closer to you: "I let it go quickly" or "It stays with me for a while"?').
 */
export function forcedChoices(question: string): [string, string] {
  const match = /["“]([^"”]+)["”]\s+or\s+["“]([^"”]+)["”]/i.exec(question);
  if (match?.[1] && match[2]) return [match[1].trim(), match[2].trim()];
  return [...DEFAULT_FORCED_CHOICES];
}

/**
 * The question of a forced choice without its spelled-out alternatives (they are the buttons):
 * 'Which is closer to you: "A" or "B"?' → 'Which is closer to you?'.
 */
export function forcedChoiceQuestion(question: string): string {
  const stripped = question.replace(/\s*:?\s*["“][^"”]+["”]\s+or\s+["“][^"”]+["”]\s*([?.!]?)\s*$/i, (_, end: string) => end || '?');
  return stripped.trim() || question;
}

export type LikertScale = { question: string; low: string; high: string };

/** Splits '… (1 = drains me, 5 = I love it)' into the question and its two anchor labels. */
export function likertScale(question: string): LikertScale {
  const match = /\s*\(\s*1\s*=\s*([^,]+?)\s*,\s*5\s*=\s*([^)]+?)\s*\)\s*$/.exec(question);
  if (!match?.[1] || !match[2]) return { question, low: 'Not at all', high: 'Very much' };
  return { question: question.slice(0, match.index).trim(), low: match[1], high: match[2] };
}

export const LIKERT_POINTS = [1, 2, 3, 4, 5] as const;
