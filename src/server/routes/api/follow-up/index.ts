import type { FastifyInstance } from 'fastify';
import { answerFollowUpRoute } from './answer-follow-up';
import { getFollowUpRoute } from './get-follow-up';
import { stopFollowUpRoute } from './stop-follow-up';

/**
 * "Sharpen your profile" (issue 33): the optional follow-up after the assessment, one route file per
 * operation, the logic in modules/assessment/follow-up. Signed-in routes (registered in routes/api/signed-in.ts).
 */
export async function followUpRoutes(app: FastifyInstance) {
  await app.register(getFollowUpRoute);
  await app.register(answerFollowUpRoute);
  await app.register(stopFollowUpRoute);
}
