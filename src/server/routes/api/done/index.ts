import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/handoff';
import { signedInUser } from '../../../plugins/auth';
import { hasPreferences } from '@server/modules/agents';
import { automationStats, automationStatus, setAutomation } from '@server/modules/channels';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 401, 409);

/** The done screen's dashboard (§7.1 agent-gateway): the automation's status and counts, pause and resume. Signed in. */
export async function doneRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const automationView = async (userId: string) => ({
    status: await automationStatus(app.db, userId),
    stats: await automationStats(app.db, userId),
    hasPreferences: await hasPreferences(app.db, userId),
  });

  app.get('/api/automation', { schema: { response: { 200: s.automationSchema, ...errors } } }, async (req) =>
    automationView(signedInUser(req).userId),
  );

  app.post(
    '/api/automation',
    { schema: { body: s.automationActionSchema, response: { 200: s.automationSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      const resume = req.body.action === 'resume_automation';
      // An agent without preferences would not be in the pool (docs/agents.md): it cannot start.
      if (resume && !(await hasPreferences(app.db, userId)))
        throw fail(409, 'preferences_needed', "Tell Maya who you'd like to meet first.");
      const changed = await setAutomation(app.db, userId, resume ? 'active' : 'paused');
      if (!changed) throw fail(409, 'no_automation', 'Unable to update automation status. Please try again.');
      if (resume) await app.agentJobs.passSoon(userId);
      return automationView(userId);
    },
  );
}
