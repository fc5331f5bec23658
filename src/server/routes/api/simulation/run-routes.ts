import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { untilClientLeaves } from '../../../lib/client-gone';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/auth';
import * as s from '@shared/schemas/simulation';
import { simulationRuns, type RunEventRecord } from '../../../db/schema';
import { signedInUser } from '../../../plugins/auth';
import {
  type RunEvent,
  SIMULATION_IN_PROGRESS,
  finishedWeek,
  keptMatchWeek,
  startRun,
  type RunServiceDeps,
  withTypedReasons,
} from '@server/modules/simulation';
import { fail } from '../../../lib/route-errors';
import { errors, simulationContext } from './context';
import { openEventStream } from '../../../lib/sse';

export const RUN_NOT_FOUND = 'Simulation not found';
/** How soon a dropped EventSource reconnects (the browser's default is about 3 s). */
export const SSE_RETRY_MS = 1000;
const KEEP_ALIVE_MS = 15_000;
export const INTERRUPTED = { message: 'Simulation error: the simulation was interrupted' };

const lastEventId = (header: string | string[] | undefined, from: number | undefined) => {
  const raw = Array.isArray(header) ? header[0] : header;
  const parsed = raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
  return parsed ?? from ?? 0;
};

/** Events of an ended run; one without events (its instance died and it was taken over) ends in an error. */
const endedEvents = (events: RunEventRecord[] | null): RunEvent[] =>
  events?.length ? events.map(withTypedReasons) : [{ id: 1, event: 'error', data: INTERRUPTED }];

/** Resumable server-side runs (issue 12 item 2, ADR 016): start or rejoin, then read from any event. */
export async function runRoutes(instance: FastifyInstance, opts: { deps: RunServiceDeps }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = simulationContext(app);
  const { deps } = opts;

  app.post(
    '/api/simulation/runs',
    { schema: { body: z.object({}).nullish(), response: { 200: s.startRunResponseSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      // Only database reads before the lock: a refused or joined start costs no model call.
      const personaA = await ctx.userPersona(userId);
      // The week already lived with the kept match is the week, wherever and however often it is opened.
      const finished = await finishedWeek(app.db, userId);
      if (finished) return { run: { id: finished, created: false } };
      const run = await startRun(deps, userId, async () => keptMatchWeek(personaA, await ctx.matchFor(userId, personaA)));
      if (!run) throw fail(409, 'simulation_in_progress', SIMULATION_IN_PROGRESS);
      return { run };
    },
  );

  const runRow = async (id: string, userId: string) => {
    const [row] = await app.db
      .select({ status: simulationRuns.status, events: simulationRuns.events })
      .from(simulationRuns)
      .where(and(eq(simulationRuns.id, id), eq(simulationRuns.userId, userId)))
      .limit(1);
    return row ?? null;
  };

  app.get(
    '/api/simulation/runs/:id/events',
    {
      schema: {
        params: z.object({ id: z.string().uuid() }),
        querystring: s.runEventsQuerySchema,
        headers: z.object({ 'last-event-id': z.string().max(32).optional() }).passthrough(),
        response: {
          200: z.string().describe('text/event-stream: start, message…, then final or error; every event with id:'),
          204: z.null().describe('nothing left to read: the run ended before the last event id'),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { userId } = signedInUser(req);
      const row = await runRow(req.params.id, userId);
      // Another person's run is not found either: its id tells nobody anything.
      if (!row) throw fail(404, 'run_not_found', RUN_NOT_FOUND);
      let after = lastEventId(req.headers['last-event-id'], req.query.from);
      const runId = req.params.id;

      const ended = row.status === 'running' ? null : endedEvents(row.events).filter((e) => e.id > after);
      // 204 stops an EventSource from reconnecting to a run it has read to the end.
      if (ended && ended.length === 0) return reply.code(204).send(null);

      const stream = openEventStream(reply);
      stream.write(`retry: ${SSE_RETRY_MS}\n\n`);
      const send = (e: RunEvent) => {
        stream.send(e.event, e.data, e.id);
        after = e.id;
      };
      if (ended) {
        ended.forEach(send);
        return stream.end();
      }

      const closed = untilClientLeaves(reply);
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      keepAlive.unref();
      let terminal = false;
      try {
        if (await deps.events.knows(runId)) {
          const stillRunning = async () => (await runRow(runId, userId))?.status === 'running';
          for await (const e of deps.events.read(runId, after, { signal: closed.signal, stillRunning })) {
            send(e);
            terminal = e.event === 'final' || e.event === 'error';
          }
        }
        if (!terminal && !closed.signal.aborted) {
          // The stream could not finish the run: it ended elsewhere (read the row) or is lost.
          const now = await runRow(runId, userId);
          if (now && now.status !== 'running')
            endedEvents(now.events)
              .filter((e) => e.id > after)
              .forEach(send);
          else stream.send('error', INTERRUPTED);
        }
      } catch (err) {
        if (!closed.signal.aborted) {
          req.log.error({ err, runId }, 'could not read the simulation run');
          stream.send('error', INTERRUPTED);
        }
      } finally {
        clearInterval(keepAlive);
        stream.end();
      }
    },
  );
}
