import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { listenedUrl, localUrl, runningMessage } from './lib/listened-url';
import { loggerOptions } from './lib/logger-options';
import { projectPath } from './lib/project-root';
import { closeHttp, stopOnSignal } from './lib/stop-on-signal';
import { ensureAdminToken } from '@server/modules/admin';
import { startAi, startWebAgentJobs } from './app-services';

const LOG_BUFFER_BYTES = 4096;
/** On SIGTERM, how long open requests and streams may go on before their connections are cut. */
const HTTP_GRACE_MS = 2_000;
const LOG_FLUSH_MS = 1000;

/**
 * stdout for the log, written in batches of 4 KiB and at least every second (docs/decisions/033): a
 * write per request line was ~10% of the server's CPU under load. NOTE: pino flushes what is
 * pending when the process exits (also after an uncaught exception), not after a SIGKILL.
 */
function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}

/** Boot: validate env, open and migrate the database, build the app, listen. */
async function main() {
  const config = loadConfig();
  const logger = pino(loggerOptions({ level: config.LOG_LEVEL }), bufferedStdout());
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.PGLITE_DIR,
    onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; the pool will open a new one'),
    onQueryRetried: ({ query, lost }) => logger.warn({ query, lost }, 'database connection lost under a read; ran it again'),
  });
  await migrate(database);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  const base = { config, db: database.db, log: logger };
  // One AI engine (and its circuit breaker) for the app and the agent's jobs.
  const ai = startAi(base);
  // pg-boss with DATABASE_URL, otherwise in this process (docs/decisions/038).
  const agentJobs = await startWebAgentJobs(base, ai);
  const app = await buildApp({
    config,
    db: database.db,
    redis,
    ai,
    agentJobs,
    loggerInstance: logger,
    // The server delivers Maya's chat messages whatever NODE_ENV says (the journeys run it with 'test').
    messenger: { loop: true },
    clientDir: config.CLIENT_DIR ?? projectPath('dist', 'client'),
    // With PGlite only this process may open the database, so `npm run admin` goes through the API.
    adminToken: config.ADMIN_TOKEN ?? (config.DATABASE_URL ? undefined : ensureAdminToken(undefined, config.PGLITE_DIR)),
  });
  // Streams and slow replies get 2 s, the agent's jobs then up to pg-boss's stop timeout: within SHUTDOWN_TIMEOUT_MS.
  stopOnSignal(logger, async () => {
    await closeHttp(app, HTTP_GRACE_MS);
    await agentJobs.stop();
    await database.close();
    redis?.disconnect();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address() as AddressInfo;
  // `npm run admin` finds this server through the PGlite lock, whatever PUBLIC_URL says (ADR 034).
  database.advertise?.(localUrl(address));
  app.log.info(runningMessage(listenedUrl(address), config.PUBLIC_URL, `database: ${database.driver}, sign-in: ${app.oidc.settings.kind}`));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
