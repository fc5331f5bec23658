import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/check-ins';
import { signedInUser } from '../../../plugins/auth';
import { answerCheckIn, listCheckIns } from '@server/modules/channels';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 401, 404, 409);

/**
 * The person's own morning-after check-ins (issue 41 item 1), for /done: the same answers as the
 * chat's, saved once. NOTE: a check-in that is not the person's answers 404, never 403, and no
 * answer ever holds the other member's answers. The clock is the messenger's, which makes them.
 */
export async function checkInRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/check-ins', { schema: { response: { 200: s.checkInListSchema, ...errors } } }, async (req) => ({
    checkIns: await listCheckIns(app.db, signedInUser(req).userId, app.messenger.deps.now()),
  }));

  app.post(
    '/api/check-ins/:id/answers',
    { schema: { params: s.checkInParamsSchema, body: s.checkInAnswerRequestSchema, response: { 200: s.checkInSchema, ...errors } } },
    async (req) => {
      const result = await answerCheckIn(
        { db: app.db, jobs: app.agentJobs },
        signedInUser(req).userId,
        req.params.id,
        req.body,
        'web',
        app.messenger.deps.now(),
      );
      if (result.kind === 'not_found') throw fail(404, 'check_in_not_found', s.CHECK_IN_MESSAGES.notFound);
      if (result.kind === 'expired') throw fail(409, 'check_in_closed', s.CHECK_IN_MESSAGES.expired);
      return result.checkIn;
    },
  );
}
