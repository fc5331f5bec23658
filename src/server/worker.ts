import { pino } from 'pino';
import { loadConfig, twilioSettings } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loggerOptions } from './lib/logger-options';
import { createAiEngine } from '@server/modules/ai';
import { createAgentWork, runAgentWorker, WORKER_NEEDS_POSTGRES } from '@server/modules/agents';
import { createMessagingService, createAppMessenger, proposalNotifier, telegramBotFrom, type Messenger } from '@server/modules/channels';

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
  const ai = createAiEngine(config, { logger });
  void ai.checkModel?.();
  const work = createAgentWork({ db: database.db, config, ai, log: logger, notifyProposal: proposalNotifier(database.db) });
  let messenger: Messenger | null = null;
  const agentJobs = await runAgentWorker({
    config,
    log: logger,
    work,
    // The inbox first: what it works may still queue messages, and both need the database.
    onStopped: async () => {
      await messenger?.stop();
      await database.close();
    },
  });
  const telegram = telegramBotFrom(config);
  messenger = createAppMessenger(
    { config, db: database.db, ai, messaging: createMessagingService(database.db, twilioSettings(config)), agentJobs, log: logger },
    { transports: telegram ? { telegram: telegram.transport } : {} },
  );
  messenger.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
