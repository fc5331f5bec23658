import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as s from '@shared/schemas/simulation';
import { signedInUser } from '../../../plugins/auth';
import { currentMatch } from '@server/modules/simulation';
import { errors, simulationContext } from './context';

/** The kept match (issue 12 item 1): read it, or ask for another ('Find another match'). */
export async function matchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = simulationContext(app);

  app.get('/api/simulation/match', { schema: { response: { 200: s.currentMatchResponseSchema, 401: errors[401] } } }, async (req) => {
    const kept = await currentMatch(app.db, signedInUser(req).userId);
    return { match: kept?.profile ?? null };
  });

  // §7.1 find_match: every call finds a new match and keeps it in place of the last one.
  app.post(
    '/api/simulation/match',
    { schema: { body: z.object({}).nullish(), response: { 200: s.findMatchResponseSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      const { profile: match } = await ctx.findAndKeepMatch(userId, await ctx.userPersona(userId));
      return { match, message: `Meet ${match.name}: you two share ${match.interests.slice(0, 2).join(' and ') || 'a lot'}.` };
    },
  );
}
