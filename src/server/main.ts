import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { localUrl } from './lib/local-url';
import { loggerOptions } from './lib/logger-options';
import { projectPath } from './lib/project-root';
import { ensureAdminToken } from './services/admin/admin-token';

/** Boot: validate env, open and migrate the database, build the app, listen. */
async function main() {
  const config = loadConfig();
  const logger = pino(loggerOptions({ level: config.LOG_LEVEL }));
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.PGLITE_DIR,
    onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; the pool will open a new one'),
  });
  await migrate(database);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    redis,
    loggerInstance: logger,
    clientDir: config.CLIENT_DIR ?? projectPath('dist', 'client'),
    // With PGlite only this process may open the database, so `npm run admin` goes through the API.
    adminToken: config.ADMIN_TOKEN ?? (config.DATABASE_URL ? undefined : ensureAdminToken(undefined, config.PGLITE_DIR)),
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  // `npm run admin` finds this server through the PGlite lock, whatever PUBLIC_URL says (ADR 034).
  database.advertise?.(localUrl(app.server.address() as AddressInfo));
  app.log.info(`Maya is running at ${config.PUBLIC_URL} (database: ${database.driver}, sign-in: ${app.oidc.settings.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
