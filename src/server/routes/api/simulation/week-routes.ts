import type { FastifyInstance } from 'fastify';
import { untilClientLeaves, whileClientStays } from '../../../lib/client-gone';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomSeed } from '@shared/domain/week/simulation-plan';
import * as s from '@shared/schemas/simulation';
import { signedInUser } from '../../../plugins/auth';
import { SIMULATION_IN_PROGRESS, keptMatchWeek, startRun, type RunInputs, type RunServiceDeps } from '@server/modules/simulation';
import { openEventStream } from '../../../lib/sse';
import { fail } from '../../../lib/route-errors';
import { errors, simulationContext } from './context';
import { INTERRUPTED } from './run-routes';

/**
 * The week in one request (§7.1 conversation-simulator), kept for the spec's callers as thin
 * adapters over the resumable runs (ADR 016, ADR 036): each starts a run of the week asked for
 * (the one lock flow) and answers from that run's events: /run its final result, /stream its
 * events as they come, /conversation the preview of /connections. A client that goes away stops
 * reading, not the run: the week finishes and is saved, like any run.
 */
export async function weekRoutes(instance: FastifyInstance, opts: { deps: RunServiceDeps }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = simulationContext(app);
  const { deps } = opts;

  /** Starts the person's run of `week`; 409 while another runs (it may be another week, so it is never joined). */
  const startWeek = async (userId: string, week: () => Promise<RunInputs>): Promise<string> => {
    const run = await startRun(deps, userId, week);
    if (!run?.created) throw fail(409, 'simulation_in_progress', SIMULATION_IN_PROGRESS);
    return run.id;
  };

  /** The run's final result; its error event, or a read cut short, as an error. */
  const resultOf = async (runId: string, signal: AbortSignal): Promise<s.SimulationResult> => {
    for await (const e of deps.events.read(runId, 0, { signal })) {
      if (e.event === 'final') return e.data as s.SimulationResult;
      if (e.event === 'error') throw new Error((e.data as { message: string }).message);
    }
    throw new Error(INTERRUPTED.message);
  };

  /**
   * The week asked for: given personas, or the person and their kept match (its seed unless one is
   * given). Only the person's persona is read now (a 404 before any run); the match, a model call,
   * is found by the run once it holds the lock.
   */
  const weekAsked = async (userId: string, body: z.output<typeof s.runRequestSchema>): Promise<() => Promise<RunInputs>> => {
    const personaA = body.personaA ?? (await ctx.userPersona(userId));
    const shape = { windowsPerDay: body.windows_per_day, turnsPerWindow: body.turns_per_window };
    const { personaB } = body;
    if (personaB) return async () => ({ personaA, personaB, seed: body.seed ?? randomSeed(), matchId: null, ...shape });
    return async () => {
      const kept = keptMatchWeek(personaA, await ctx.matchFor(userId, personaA));
      return { ...kept, seed: body.seed ?? kept.seed, ...shape };
    };
  };

  app.post(
    '/api/simulation/conversation',
    { schema: { body: s.conversationRequestSchema, response: { 200: s.conversationResponseSchema, ...errors } } },
    async (req, reply) => {
      const { userId } = signedInUser(req);
      const personaA = await ctx.userPersona(userId);
      const given = req.body.matchProfile;
      const runId = await startWeek(userId, async () => {
        if (given) return { personaA, personaB: given.persona, seed: req.body.seed ?? randomSeed(), matchId: null };
        const kept = keptMatchWeek(personaA, await ctx.matchFor(userId, personaA));
        return { ...kept, seed: req.body.seed ?? kept.seed };
      });
      // The client leaving stops the reading; the run goes on.
      const result = await whileClientStays(reply, (signal) => resultOf(runId, signal));
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
      const runId = await startWeek(userId, await weekAsked(userId, req.body));
      return whileClientStays(reply, (signal) => resultOf(runId, signal));
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
      // Before the stream opens, so a missing profile is still a plain 404 and a refusal a plain 409.
      const runId = await startWeek(userId, await weekAsked(userId, req.body));
      const { signal } = untilClientLeaves(reply);
      const stream = openEventStream(reply);
      let terminal = false;
      try {
        for await (const e of deps.events.read(runId, 0, { signal })) {
          stream.send(e.event, e.data);
          terminal = e.event === 'final' || e.event === 'error';
        }
        if (!terminal && !signal.aborted) stream.send('error', INTERRUPTED);
      } catch (err) {
        if (!signal.aborted) {
          req.log.error({ err, runId }, 'could not read the simulation run');
          stream.send('error', INTERRUPTED);
        }
      } finally {
        stream.end();
      }
    },
  );
}
