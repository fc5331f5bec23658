import { pino } from 'pino';
import { createChatApps, createMessaging, runWorkerAgentJobs, startAi } from './app-services';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loggerOptions } from './lib/logger-options';
import { WORKER_NEEDS_POSTGRES } from '@server/modules/agents';
import type { Messenger } from '@server/modules/channels';

/**
 * `npm run worker` (`node dist/server/worker.js` in a build): a process that works the agent's jobs,
 * and the messaging app's stored inbox and outbox, beside the web instances, over PostgreSQL
 * (docs/decisions/038, 042). No HTTP server: the web instances take the webhooks; every process
 * shares the inbox and the outbox through their claims.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error(WORKER_NEEDS_POSTGRES);
  const logger = pino(loggerOptions({ level: config.LOG_LEVEL }));
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.PGLITE_DIR,
    applicationName: 'maya-worker',
    onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; the pool will open a new one'),
  });
  // Instances started together migrate one at a time (db/migrate.ts), so a worker may start first.
  await migrate(database);
  const base = { config, db: database.db, log: logger };
  const ai = startAi(base);
  let messenger: Messenger | null = null;
  // The inbox first: what it works may still queue messages, and both need the database.
  const agentJobs = await runWorkerAgentJobs(base, ai, async () => {
    await messenger?.stop();
    await database.close();
  });
  messenger = createChatApps(base, { ai, messaging: createMessaging(base), agentJobs }).messenger;
  messenger.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
