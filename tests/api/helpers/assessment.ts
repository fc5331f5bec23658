import { SCENES } from '../../../src/shared/domain/assessment/scenes';
import type { Browser } from './sign-in';

/** Answers all eight scenes (option `pick` of each) and completes the assessment. */
export async function completeAssessment(b: Browser, pick = 0) {
  const { session_id } = (await b.request({ method: 'POST', url: '/api/assessment/start', payload: {} })).json();
  for (const scene of SCENES) {
    const option = scene.options[Math.min(pick, scene.options.length - 1)]!;
    await b.request({
      method: 'POST',
      url: '/api/assessment/responses',
      payload: { session_id, scene_data: { scene_id: scene.id, option_selected: option.value, reaction_time_ms: 2500 } },
    });
  }
  return b.request({ method: 'POST', url: '/api/assessment/complete', payload: { session_id } });
}
