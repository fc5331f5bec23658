import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomSeed } from '../../../../shared/domain/simulation-plan';
import { sanitizeErrorText } from '../../../../shared/domain/security-events';
import { apiErrorSchema } from '../../../../shared/schemas/auth';
import * as s from '../../../../shared/schemas/simulation';
import { requireUser, signedInUser } from '../../../plugins/auth';
import { findMatch } from '../../../services/simulation/find-match';
import { runWeek, type WeekOptions } from '../../../services/simulation/run-week';
import { saveSimulationResult } from '../../../services/simulation/save-result';
import { SIMULATION_IN_PROGRESS, acquireSimulationLock, releaseSimulationLock } from '../../../services/simulation/simulation-lock';
import { NO_PROFILE_MESSAGE, loadUserPersona } from '../../../services/simulation/user-persona';
import { openEventStream } from './sse';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const fail = (statusCode: number, code: string, message: string) => Object.assign(new Error(message), { statusCode, code });

/** The conversation simulator (§7.1): find a match, simulate the week (JSON or streamed), save the result. */
export async function simulationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const userPersona = async (userId: string) => {
    const persona = await loadUserPersona(app.db, userId);
    if (!persona) throw fail(404, 'no_profile', NO_PROFILE_MESSAGE);
    return persona;
  };

  /** Runs `work` holding the person's simulation lock; a second concurrent run is refused. */
  const exclusively = async <T>(userId: string, work: () => Promise<T>): Promise<T> => {
    const token = await acquireSimulationLock(app.db, userId);
    if (!token) throw fail(409, 'simulation_in_progress', SIMULATION_IN_PROGRESS);
    try {
      return await work();
    } finally {
      await releaseSimulationLock(app.db, userId, token);
    }
  };

  const weekOptions = async (userId: string, body: z.output<typeof s.runRequestSchema>): Promise<WeekOptions> => {
    const seed = body.seed ?? randomSeed();
    const personaA = body.personaA ?? (await userPersona(userId));
    const personaB = body.personaB ?? (await findMatch(app.ai, personaA, seed)).persona;
    return { personaA, personaB, seed, windowsPerDay: body.windows_per_day, turnsPerWindow: body.turns_per_window };
  };

  const simulateAndSave = async (req: FastifyRequest, userId: string, options: WeekOptions) => {
    const started = performance.now();
    const result = await runWeek(app.ai, options);
    await saveSimulationResult(app.db, req.log, userId, result, performance.now() - started);
    return result;
  };

  app.post('/api/simulation/match', { preHandler: requireUser, schema: { body: z.object({}).nullish(), response: { 200: s.findMatchResponseSchema, ...errors } } }, async (req) => {
    const match = await findMatch(app.ai, await userPersona(signedInUser(req).userId), randomSeed());
    return { match, message: `Meet ${match.name}: you two share ${match.interests.slice(0, 2).join(' and ') || 'a lot'}.` };
  });

  app.post('/api/simulation/conversation', { preHandler: requireUser, schema: { body: s.conversationRequestSchema, response: { 200: s.conversationResponseSchema, ...errors } } }, async (req) => {
    const { userId } = signedInUser(req);
    const personaA = await userPersona(userId);
    const result = await exclusively(userId, () => simulateAndSave(req, userId, { personaA, personaB: req.body.matchProfile.persona, seed: req.body.seed ?? randomSeed() }));
    return {
      conversation: result.transcript.map((m) => ({ sender: m.role === 'a' ? ('user' as const) : ('match' as const), text: m.text })),
      compatibilityScore: result.compatibility_score,
      decision: result.final.decision,
    };
  });

  app.post('/api/simulation/run', { preHandler: requireUser, schema: { body: s.runRequestSchema, response: { 200: s.simulationResultSchema, ...errors } } }, async (req) => {
    const { userId } = signedInUser(req);
    const options = await weekOptions(userId, req.body);
    return exclusively(userId, () => simulateAndSave(req, userId, options));
  });

  app.post('/api/simulation/stream', { preHandler: requireUser, schema: { body: s.runRequestSchema, response: errors } }, async (req, reply) => {
    const { userId } = signedInUser(req);
    const options = await weekOptions(userId, req.body);
    const token = await acquireSimulationLock(app.db, userId);
    if (!token) throw fail(409, 'simulation_in_progress', SIMULATION_IN_PROGRESS);
    const stream = openEventStream(reply);
    const abort = new AbortController();
    // A closed tab stops the run (and frees the lock) instead of simulating for no one.
    reply.raw.on('close', () => abort.abort());
    try {
      const result = await simulateAndSave(req, userId, {
        ...options,
        signal: abort.signal,
        onStart: (plan) => stream.send('start', { persona_a: options.personaA, persona_b: options.personaB, seed: options.seed, plan }),
        onMessage: (message) => stream.send('message', message),
      });
      stream.send('final', result);
    } catch (err) {
      if (!abort.signal.aborted) {
        req.log.error({ err }, 'simulation failed');
        stream.send('error', { message: `Simulation error: ${sanitizeErrorText(err instanceof Error ? err.message : String(err))}` });
      }
    } finally {
      await releaseSimulationLock(app.db, userId, token);
      stream.end();
    }
  });
}
