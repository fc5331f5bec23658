import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomSeed } from '../../../../shared/domain/simulation-plan';
import { sanitizeErrorText } from '../../../../shared/domain/security-sanitize';
import { apiErrorSchema } from '../../../../shared/schemas/auth';
import * as s from '../../../../shared/schemas/simulation';
import { requireUser, signedInUser } from '../../../plugins/auth';
import { findMatch } from '../../../services/simulation/find-match';
import { runWeek, type WeekOptions } from '../../../services/simulation/run-week';
import { saveSimulationResult } from '../../../services/simulation/save-result';
import { SIMULATION_IN_PROGRESS, holdSimulationLock } from '../../../services/simulation/simulation-lock';
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

  /**
   * Runs `work` holding the person's simulation lock, kept alive by its heartbeat. The lock comes
   * first: a refused start spends no model call. `signal` aborts when the client goes away or the
   * lock is lost, so the run stops instead of simulating for no one.
   */
  const exclusively = async <T>(req: FastifyRequest, reply: FastifyReply, work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const { userId } = signedInUser(req);
    const lock = await holdSimulationLock(app.db, userId, { log: req.log });
    if (!lock) throw fail(409, 'simulation_in_progress', SIMULATION_IN_PROGRESS);
    const gone = new AbortController();
    // 499 (client closed request): a 4xx, so nobody is paged for a closed tab.
    const onClose = () => { if (!reply.raw.writableFinished) gone.abort(fail(499, 'client_closed_request', 'The client went away')); };
    reply.raw.on('close', onClose);
    try {
      return await work(AbortSignal.any([gone.signal, lock.lost]));
    } catch (err) {
      if (lock.lost.aborted) throw fail(409, 'simulation_in_progress', SIMULATION_IN_PROGRESS);
      throw err;
    } finally {
      reply.raw.off('close', onClose);
      await lock.release();
    }
  };

  const weekOptions = async (userId: string, body: z.output<typeof s.runRequestSchema>, signal: AbortSignal): Promise<WeekOptions> => {
    const seed = body.seed ?? randomSeed();
    const personaA = body.personaA ?? (await userPersona(userId));
    const personaB = body.personaB ?? (await findMatch(app.ai, personaA, seed)).persona;
    signal.throwIfAborted();
    return { personaA, personaB, seed, windowsPerDay: body.windows_per_day, turnsPerWindow: body.turns_per_window, signal };
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

  app.post('/api/simulation/conversation', { preHandler: requireUser, schema: { body: s.conversationRequestSchema, response: { 200: s.conversationResponseSchema, ...errors } } }, async (req, reply) => {
    const { userId } = signedInUser(req);
    const result = await exclusively(req, reply, async (signal) => {
      const personaA = await userPersona(userId);
      return simulateAndSave(req, userId, { personaA, personaB: req.body.matchProfile.persona, seed: req.body.seed ?? randomSeed(), signal });
    });
    return {
      conversation: result.transcript.map((m) => ({ sender: m.role === 'a' ? ('user' as const) : ('match' as const), text: m.text })),
      compatibilityScore: result.compatibility_score,
      decision: result.final.decision,
    };
  });

  app.post('/api/simulation/run', { preHandler: requireUser, schema: { body: s.runRequestSchema, response: { 200: s.simulationResultSchema, ...errors } } }, async (req, reply) => {
    const { userId } = signedInUser(req);
    return exclusively(req, reply, async (signal) => simulateAndSave(req, userId, await weekOptions(userId, req.body, signal)));
  });

  app.post('/api/simulation/stream', { preHandler: requireUser, schema: { body: s.runRequestSchema, response: errors } }, async (req, reply) => {
    const { userId } = signedInUser(req);
    let stream: ReturnType<typeof openEventStream> | undefined;
    try {
      await exclusively(req, reply, async (signal) => {
        // Before the stream opens, so a missing profile is still a plain 404.
        const options = await weekOptions(userId, req.body, signal);
        const events = (stream = openEventStream(reply));
        try {
          const result = await simulateAndSave(req, userId, {
            ...options,
            onStart: (plan) => events.send('start', { persona_a: options.personaA, persona_b: options.personaB, seed: options.seed, plan }),
            onMessage: (message) => events.send('message', message),
          });
          events.send('final', result);
        } catch (err) {
          if (!signal.aborted) {
            req.log.error({ err }, 'simulation failed');
            events.send('error', { message: `Simulation error: ${sanitizeErrorText(err instanceof Error ? err.message : String(err))}` });
          }
        }
      });
    } finally {
      // After the lock is released, so a client that starts again on 'final' is not refused.
      stream?.end();
    }
  });
}
