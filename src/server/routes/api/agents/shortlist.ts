import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/shortlist';
import { signedInUser } from '../../../plugins/auth';
import { blockProposal, reportProposal, listShortlist } from '@server/modules/agents';
import { decideAndIntroduce, endRelay } from '@server/modules/channels';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 401, 404, 409);

/**
 * NOTE: a pair that is not the member's answers 404, never 403: the answer must not tell that it
 * exists. A block or a report answers the shortlist as it is after it (the blocked member gone).
 */
const notFound = () => fail(404, 'proposal_not_found', s.SHORTLIST_MESSAGES.notFound);

/** The people's side of the agent network (issue 31 item 4): proposals, decisions, blocks and reports. Signed in. */
export async function shortlistRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const shortlist = async (userId: string) => ({ proposals: await listShortlist(app.db, userId) });

  app.get('/api/agent/shortlist', { schema: { response: { 200: s.shortlistSchema, ...errors } } }, async (req) =>
    shortlist(signedInUser(req).userId),
  );

  app.post(
    '/api/agent/proposals/:id/decision',
    { schema: { params: s.proposalParamsSchema, body: s.decisionRequestSchema, response: { 200: s.proposalCardSchema, ...errors } } },
    async (req) => {
      // The same decision as the messaging app's card; a completed pair is introduced there too.
      const { userId } = signedInUser(req);
      const reason = req.body.decision === 'pass' ? req.body.reason : undefined;
      const outcome = await decideAndIntroduce(
        app.db,
        { notify: app.messenger.notify, jobs: app.agentJobs },
        userId,
        req.params.id,
        req.body.decision,
        new Date(),
        {
          source: 'web',
          reason,
        },
      );
      if (outcome.kind === 'not_found') throw notFound();
      if (outcome.kind === 'expired') throw fail(409, 'proposal_expired', s.SHORTLIST_MESSAGES.expired);
      return outcome.card;
    },
  );

  app.post(
    '/api/agent/proposals/:id/block',
    { schema: { params: s.proposalParamsSchema, body: s.blockRequestSchema, response: { 200: s.shortlistSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      if (!(await blockProposal(app.db, userId, req.params.id))) throw notFound();
      // An introduction's relay in the messaging app ends with it (its queued messages are dropped at delivery).
      await endRelay(app.db, req.params.id, 'blocked', new Date());
      return shortlist(userId);
    },
  );

  app.post(
    '/api/agent/proposals/:id/report',
    { schema: { params: s.proposalParamsSchema, body: s.reportRequestSchema, response: { 200: s.shortlistSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      if (!(await reportProposal(app.db, userId, req.params.id, req.body))) throw notFound();
      if (req.body.block) await endRelay(app.db, req.params.id, 'reported', new Date());
      return shortlist(userId);
    },
  );
}
