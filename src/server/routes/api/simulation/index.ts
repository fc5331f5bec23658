import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createRedisRunEventLog } from '../../../services/simulation/redis-run-events';
import { createMemoryRunEventLog, type RunEventLog } from '../../../services/simulation/run-events';
import { stopRuns, type RunServiceDeps } from '../../../services/simulation/simulation-runs';
import { matchRoutes } from './match-routes';
import { runRoutes } from './run-routes';
import { weekRoutes } from './week-routes';

export interface SimulationRouteOptions {
  /** With Redis a run's stream is shared by every instance (Redis Streams); without, it stays in the process. */
  redis?: Redis;
  /** Keys of run streams start with this (tests give each run its own). */
  keyPrefix?: string;
  /** Injected pacing of a run's events (tests), see RunServiceDeps.pace. */
  pace?: RunServiceDeps['pace'];
  /** The runs' event log, when another part needs the same one (the privacy routes forget runs). */
  events?: RunEventLog;
}

/** Where runs' events live: Redis Streams with Redis, else this process. */
export const createRunEventLog = (opts: Pick<SimulationRouteOptions, 'redis' | 'keyPrefix'>): RunEventLog =>
  opts.redis ? createRedisRunEventLog(opts.redis, { prefix: opts.keyPrefix }) : createMemoryRunEventLog();

/** The conversation simulator (§7.1): the kept match, the week in one request, and resumable runs. */
export async function simulationRoutes(app: FastifyInstance, opts: SimulationRouteOptions = {}) {
  const deps: RunServiceDeps = {
    db: app.db,
    ai: app.ai,
    log: app.log,
    events: opts.events ?? createRunEventLog(opts),
    pace: opts.pace,
  };
  // The instance is stopping: its runs end (with an error event) and free their locks.
  app.addHook('onClose', async () => stopRuns(deps));
  await app.register(matchRoutes);
  await app.register(weekRoutes);
  await app.register(runRoutes, { deps });
}
