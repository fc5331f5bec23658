import type { FastifyInstance } from 'fastify';
import { stopRuns, type RunServiceDeps } from '@server/modules/simulation';
import { matchRoutes } from './match-routes';
import { runRoutes } from './run-routes';
import { weekRoutes } from './week-routes';

export interface SimulationRouteOptions {
  /** Injected pacing of a run's events (tests), see RunServiceDeps.pace. */
  pace?: RunServiceDeps['pace'];
}

/** The conversation simulator (§7.1): the kept match and resumable runs, and the week in one request over them. */
export async function simulationRoutes(app: FastifyInstance, opts: SimulationRouteOptions = {}) {
  const deps: RunServiceDeps = {
    db: app.db,
    ai: app.ai,
    log: app.log,
    events: app.stores.runEvents,
    pace: opts.pace,
  };
  // The instance is stopping: its runs end (with an error event) and free their locks.
  app.addHook('onClose', async () => stopRuns(deps));
  await app.register(matchRoutes);
  await app.register(weekRoutes, { deps });
  await app.register(runRoutes, { deps });
}
