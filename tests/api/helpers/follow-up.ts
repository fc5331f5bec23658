import { decodeAnswers } from '../../../src/shared/domain/assessment/testing/answer-codes';
import ANSWER_CODES from '../../../src/server/modules/ai/testing/realistic-answers.json';
import type { Browser } from './sign-in';

/** Starts an assessment (a retake if there was one) and answers it as respondent `index` of the realistic answers, probes included. */
export async function answerRealisticAssessment(b: Browser, index = 0): Promise<string> {
  const { session_id } = (await b.request({ method: 'POST', url: '/api/assessment/start', payload: { restart: true } })).json();
  for (const response of decodeAnswers(ANSWER_CODES[index]!)) {
    const res = await b.request({
      method: 'POST',
      url: '/api/assessment/responses',
      payload: { session_id, scene_data: { ...response, reaction_time_ms: response.reaction_time_ms ?? 4000 } },
    });
    if (res.statusCode !== 200) throw new Error(`answer failed: ${res.statusCode} ${res.body}`);
  }
  return session_id;
}

export const completeAssessmentOf = (b: Browser, sessionId: string) =>
  b.request({ method: 'POST', url: '/api/assessment/complete', payload: { session_id: sessionId } });

/** Completes the assessment through the API as respondent `index` of the realistic answers. */
export async function completeRealisticAssessment(b: Browser, index = 0) {
  const session_id = await answerRealisticAssessment(b, index);
  const done = await completeAssessmentOf(b, session_id);
  if (done.statusCode !== 200) throw new Error(`complete failed: ${done.statusCode} ${done.body}`);
  return session_id;
}

export const getFollowUp = (b: Browser) => b.request({ method: 'GET', url: '/api/profile/follow-up' });
export const answerFollowUp = (b: Browser, item_id: string, answer: unknown) =>
  b.request({ method: 'POST', url: '/api/profile/follow-up/answers', payload: { item_id, answer } });
export const stopFollowUp = (b: Browser) => b.request({ method: 'POST', url: '/api/profile/follow-up/stop' });
