import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/member-preferences';
import { signedInUser } from '../../../plugins/auth';
import { cityById, searchCities } from '../../../domain/cities/cities';
import { loadPreferences, savePreferences } from '@server/modules/agents';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 401);

/** Who the member wants to meet (issue 31 item 1): the city search and the member's own preferences. Signed in. */
export async function preferencesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/cities',
    { schema: { querystring: s.citySearchQuerySchema, response: { 200: s.citySearchSchema, ...errors } } },
    async (req) => ({
      cities: await searchCities(req.query.q),
    }),
  );

  app.get('/api/agent/preferences', { schema: { response: { 200: s.preferencesAnswerSchema, ...errorResponses(401) } } }, async (req) => ({
    preferences: await loadPreferences(app.db, signedInUser(req).userId),
  }));

  app.put(
    '/api/agent/preferences',
    { schema: { body: s.memberPreferencesInputSchema, response: { 200: s.memberPreferencesSchema, ...errors } } },
    async (req) => {
      const city = await cityById(req.body.city_id);
      if (!city) throw fail(400, 'unknown_city', 'Pick your city from the list.');
      const { userId } = signedInUser(req);
      const saved = await savePreferences(app.db, userId, req.body, city);
      // New preferences change who fits: the agent looks again now instead of at its next round.
      await app.agentJobs.passSoon(userId);
      return saved;
    },
  );
}
