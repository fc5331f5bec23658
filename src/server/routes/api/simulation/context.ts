import type { FastifyInstance } from 'fastify';
import { randomSeed } from '@shared/domain/week/simulation-plan';
import { apiErrorSchema } from '@shared/schemas/auth';
import type { Persona } from '@shared/domain/matching/persona';
import { findMatch, currentMatch, keepMatch, type StoredMatch } from '@server/modules/simulation';
import { NO_PROFILE_MESSAGE, loadUserPersona } from '@server/modules/conversation';
import { fail } from '../../../lib/route-errors';

export const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** What the simulation routes share: the person's persona and their kept match. */
export function simulationContext(app: FastifyInstance) {
  const userPersona = async (userId: string): Promise<Persona> => {
    const persona = await loadUserPersona(app.db, userId);
    if (!persona) throw fail(404, 'no_profile', NO_PROFILE_MESSAGE);
    return persona;
  };
  /** Finds a new match and keeps it, superseding the one before (a model call). */
  const findAndKeepMatch = async (userId: string, persona: Persona): Promise<StoredMatch> => {
    const seed = randomSeed();
    return keepMatch(app.db, userId, await findMatch(app.ai, persona, seed), seed);
  };
  /** The kept match; the first time, one is found and kept. */
  const matchFor = async (userId: string, persona: Persona): Promise<StoredMatch> =>
    (await currentMatch(app.db, userId)) ?? findAndKeepMatch(userId, persona);
  return { userPersona, findAndKeepMatch, matchFor };
}
