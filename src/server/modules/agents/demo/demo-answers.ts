import type { RandomFn } from '@shared/lib/seeded-random';
import { isInconsistentAnswer } from '@shared/domain/assessment/consistency';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import { probeItem, sceneItem, temperatureForShare, type Item } from '@shared/domain/assessment/item-model';
import { forcedChoiceSides, PROBE_KEYS } from '@shared/domain/assessment/probe-items';
import { SCENES } from '@shared/domain/assessment/scenes';
import type { AssessmentResponse } from '@shared/domain/assessment/trait-evidence';
import { gumbel, normal, pickWeighted } from './demo-random';

/**
 * A demo member answering the eight scenes as a person would: standardised traits z ~ N(0, 1), each
 * option chosen by a multinomial logit whose traits explain half of a preference (the attentive
 * respondents of the recovery study behind realistic-answers.json, docs/assessment-scoring.md), the
 * calibration probes the client would ask answered the same way. One in ten answers with little
 * attention (a third of the signal). The real scoring then reads these answers like anyone's.
 */
const RESPONDENT_TEMPERATURE = temperatureForShare(0.5);
const INATTENTIVE_SHARE = 0.1;
const INATTENTIVE_SIGNAL = 0.3;

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

/** The answer the item model's choice probabilities at z give, drawn with rng. */
function draw(item: Item, z: readonly number[], signal: number, rng: RandomFn): number {
  const u = item.loadings.map((l, o) => signal * dot(l, z) + item.intercepts[o]!);
  const top = Math.max(...u);
  return pickWeighted(
    rng,
    u.map((x, o) => [o, Math.exp(x - top)] as const),
  );
}

/** A reaction time of a few seconds (log-normal around 5.4 s), as the client records. */
const reactionTime = (rng: RandomFn) => Math.round(Math.exp(8.6 + 0.4 * normal(rng)));

export function demoAnswers(rng: RandomFn): AssessmentResponse[] {
  const z = TRAITS.map(() => normal(rng));
  const signal = rng() < INATTENTIVE_SHARE ? INATTENTIVE_SIGNAL : 1;
  const responses: AssessmentResponse[] = [];
  for (const scene of SCENES) {
    const item = sceneItem(scene, 0, RESPONDENT_TEMPERATURE);
    const u = item.loadings.map((l) => signal * dot(l, z) + gumbel(rng));
    const option = scene.options[u.indexOf(Math.max(...u))]!.value;
    const response: AssessmentResponse = { scene_id: scene.id, option_selected: option, reaction_time_ms: reactionTime(rng) };
    const trigger = scene.calibrationTriggers[0];
    const key = PROBE_KEYS[scene.id];
    const asked =
      trigger?.condition === 'always' || (trigger?.condition === 'inconsistent' && isInconsistentAnswer(scene, option, responses));
    if (trigger && key && asked && (trigger.probeType === 'likert_scale' || trigger.probeType === 'forced_choice')) {
      const chosen = draw(probeItem({ key, probeType: trigger.probeType, answer: 0 }), z, signal, rng);
      const answer = trigger.probeType === 'likert_scale' ? chosen + 1 : forcedChoiceSides(trigger.question)?.[chosen];
      response.micro_response = { probe_type: trigger.probeType, question: trigger.question, answer };
    }
    responses.push(response);
  }
  return responses;
}
