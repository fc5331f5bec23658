import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomSeed } from '../../../../shared/domain/simulation-plan';
import { sanitizeErrorText } from '../../../../shared/domain/security-sanitize';
import * as s from '../../../../shared/schemas/simulation';
import { signedInUser } from '../../../plugins/auth';
import { runWeek, type WeekOptions } from '../../../services/simulation/run-week';
import { saveSimulationResult } from '../../../services/simulation/save-result';
import { anecdotesToldBefore } from '../../../services/simulation/told-anecdotes';
import { SIMULATION_IN_PROGRESS, holdSimulationLock } from '../../../services/simulation/simulation-lock';
import { fail } from '../../route-errors';
import { errors, simulationContext } from './context';
import { openEventStream } from '../../../lib/sse';

type Week = WeekOptions & { matchId?: string };

/**
 * The week in one request (§7.1 conversation-simulator): the JSON answer, the stream of one
 * request (superseded by /runs for the screen, kept for the spec's callers), and the preview.
 */
export async function weekRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = simulationContext(app);

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
    const onClose = () => {
      if (!reply.raw.writableFinished) gone.abort(fail(499, 'client_closed_request', 'The client went away'));
    };
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

  /** The week asked for: given personas, or the person and their kept match (with its seed). */
  const weekOptions = async (userId: string, body: z.output<typeof s.runRequestSchema>, signal: AbortSignal): Promise<Week> => {
    const personaA = body.personaA ?? (await ctx.userPersona(userId));
    const kept = body.personaB ? undefined : await ctx.matchFor(userId, personaA);
    signal.throwIfAborted();
    return {
      personaA,
      personaB: body.personaB ?? kept!.profile.persona,
      seed: body.seed ?? kept?.seed ?? randomSeed(),
      windowsPerDay: body.windows_per_day,
      turnsPerWindow: body.turns_per_window,
      signal,
      matchId: kept?.id,
    };
  };

  const simulateAndSave = async (req: FastifyRequest, userId: string, options: Week) => {
    const started = performance.now();
    const result = await runWeek(app.ai, { ...options, avoidAnecdotes: await anecdotesToldBefore(app.db, userId) });
    await saveSimulationResult(app.db, req.log, userId, result, performance.now() - started, options.matchId);
    return result;
  };

  app.post(
    '/api/simulation/conversation',
    { schema: { body: s.conversationRequestSchema, response: { 200: s.conversationResponseSchema, ...errors } } },
    async (req, reply) => {
      const { userId } = signedInUser(req);
      const result = await exclusively(req, reply, async (signal) => {
        const personaA = await ctx.userPersona(userId);
        const given = req.body.matchProfile;
        const kept = given ? undefined : await ctx.matchFor(userId, personaA);
        return simulateAndSave(req, userId, {
          personaA,
          personaB: given?.persona ?? kept!.profile.persona,
          seed: req.body.seed ?? kept?.seed ?? randomSeed(),
          signal,
          matchId: kept?.id,
        });
      });
      return {
        conversation: result.transcript.map((m) => ({ sender: m.role === 'a' ? ('user' as const) : ('match' as const), text: m.text })),
        compatibilityScore: result.compatibility_score,
        decision: result.final.decision,
      };
    },
  );

  app.post(
    '/api/simulation/run',
    { schema: { body: s.runRequestSchema, response: { 200: s.simulationResultSchema, ...errors } } },
    async (req, reply) => {
      const { userId } = signedInUser(req);
      return exclusively(req, reply, async (signal) => simulateAndSave(req, userId, await weekOptions(userId, req.body, signal)));
    },
  );

  app.post(
    '/api/simulation/stream',
    {
      schema: {
        body: s.runRequestSchema,
        response: { 200: z.string().describe('text/event-stream: start, message…, then final or error'), ...errors },
      },
    },
    async (req, reply) => {
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
              onStart: (plan) =>
                events.send('start', { persona_a: options.personaA, persona_b: options.personaB, seed: options.seed, plan }),
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
    },
  );
}
