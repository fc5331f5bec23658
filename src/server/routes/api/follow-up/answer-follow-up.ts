import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followUpAnswerSchema, followUpSchema } from '@shared/schemas/follow-up';
import { signedInUser } from '../../../plugins/auth';
import { answerFollowUp } from '@server/modules/assessment';
import { errorResponses } from '../../../lib/route-errors';

/** POST /api/profile/follow-up/answers: the answer to the statement asked now; the profile is scored again at once. */
export async function answerFollowUpRoute(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/profile/follow-up/answers',
    { schema: { body: followUpAnswerSchema, response: { 200: followUpSchema, ...errorResponses(400, 401, 404, 409, 429) } } },
    async (req) => answerFollowUp(app.db, signedInUser(req).userId, req.body),
  );
}
