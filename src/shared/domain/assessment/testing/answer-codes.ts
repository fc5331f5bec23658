import { forcedChoiceSides } from '../probe-items';
import { SCENES } from '../scenes';
import type { AssessmentResponse } from '../trait-evidence';

/**
 * Seeded assessment answers in two characters a scene: the option's index, then the probe's answer
 * ('-' none, '1'-'5' a 1-5 answer, 'a'/'b' a side of an either-or). The lab's respondent simulation
 * (lab/assessment/realistic-answers.ts) writes the product tests' respondents
 * (src/server/modules/ai/testing/realistic-answers.json) and checks they are what the simulation draws
 * today; the product's tests only read it, so the lab stays out of src/.
 */
export const REACTION_TIME_MS = 4000;

export function encodeAnswers(responses: readonly AssessmentResponse[]): string {
  return SCENES.map((scene, i) => {
    const response = responses[i];
    if (response?.scene_id !== scene.id) throw new Error(`answer ${i} is not for ${scene.id}`);
    const option = scene.options.findIndex((o) => o.value === response.option_selected);
    const probe = response.micro_response as { answer?: unknown } | undefined;
    const answer = probe?.answer;
    const sides = forcedChoiceSides(scene.calibrationTriggers[0]?.question ?? '');
    const code = answer === undefined ? '-' : typeof answer === 'number' ? String(answer) : 'ab'[sides?.indexOf(String(answer)) ?? -1];
    if (option < 0 || !code) throw new Error(`cannot encode the answer to ${scene.id}`);
    return `${option}${code}`;
  }).join('');
}

export function decodeAnswers(code: string): AssessmentResponse[] {
  return SCENES.map((scene, i) => {
    const option = scene.options[Number(code[2 * i])];
    const probe = code[2 * i + 1];
    if (!option || probe === undefined) throw new Error(`bad answer code for ${scene.id}: ${code}`);
    const response: AssessmentResponse = { scene_id: scene.id, option_selected: option.value, reaction_time_ms: REACTION_TIME_MS };
    const trigger = scene.calibrationTriggers[0];
    if (probe !== '-' && trigger) {
      const answer = /\d/.test(probe) ? Number(probe) : forcedChoiceSides(trigger.question)![probe === 'a' ? 0 : 1];
      response.micro_response = { probe_type: trigger.probeType, question: trigger.question, answer };
    }
    return response;
  });
}
