import type { Trait } from './hexaco';
import { SCENES, sceneById, weightOf, type Scene, type SceneOption } from './scenes';

/**
 * Responses matched to scenes, and the centred evidence an answer gives on a trait (used by the
 * consistency rules). The trait scores themselves come from the item model (item-model.ts, scoring.ts).
 */

/** A recorded scene response (spec §3). trait_weights sent by a client are ignored: the scene data is authoritative. */
export interface AssessmentResponse {
  scene_id: string;
  option_selected: string;
  reaction_time_ms?: number | null;
  behavioral_data?: unknown;
  /** The calibration probe's answer ({ probe_type, question, answer }), scored when it is a keyed item. */
  micro_response?: unknown;
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
interface TraitRange {
  mean: number;
  up: number;
  down: number;
}

const traitRange = (scene: Scene, trait: Trait): TraitRange => {
  const weights = scene.options.map((o) => weightOf(o, trait));
  const mean = weights.reduce((a, b) => a + b, 0) / weights.length;
  return { mean, up: Math.max(...weights) - mean, down: mean - Math.min(...weights) };
};

/**
 * The evidence an answer gives on a trait: the chosen option's weight minus the scene's mean option
 * weight. Zero for a respondent who picks at random, whatever the asymmetry of the weights.
 */
export const centredEvidence = (scene: Scene, option: SceneOption, trait: Trait): number =>
  weightOf(option, trait) - traitRange(scene, trait).mean;
