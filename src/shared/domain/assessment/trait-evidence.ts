import { clamp } from '../../lib/math';
import type { Trait } from '../../schemas/hexaco';
import { SCENES, sceneById, weightOf, type Scene, type SceneOption } from './scenes';
import { round3 } from './score-math';

/** Responses matched to scenes, and the evidence they give on each trait. */

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
