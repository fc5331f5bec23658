import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GATED_STEPS, STEP_PATHS, flowState, gateRedirect } from '@shared/domain/flow/flow-steps';
import { flowResponseSchema, markStepRequestSchema } from '@shared/schemas/flow';
import { signedInUser } from '../../../plugins/auth';
import { loadFlowFacts, markStepComplete } from '@server/modules/flow';
import { errorResponses } from '../../../lib/route-errors';

const responses = { 200: flowResponseSchema, ...errorResponses(400, 401) };

/** The flow engine, exposed to the client as one call. Signed in. */
export async function flowRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const view = async (userId: string) => {
    const facts = await loadFlowFacts(app.db, userId);
    const state = flowState(facts);
    const gates = Object.fromEntries(GATED_STEPS.map((s) => [s, gateRedirect(s, facts)])) as Record<
      (typeof GATED_STEPS)[number],
      string | null
    >;
    return { ...state, current_path: STEP_PATHS[state.current], gates };
  };

  app.get('/api/flow', { schema: { response: responses } }, async (req) => view(signedInUser(req).userId));

  app.post('/api/flow/complete', { schema: { body: markStepRequestSchema, response: responses } }, async (req) => {
    const { userId } = signedInUser(req);
    await markStepComplete(app.db, userId, req.body.step);
    return view(userId);
  });
}
