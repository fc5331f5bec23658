import { pino } from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loggerOptions } from './lib/logger-options';
import { createAiEngine } from './services/ai';
import { createAgentWork } from './services/agents/create-agent-work';
import { proposalNotifier } from './services/messenger/introductions/proposal-cards';
import { runAgentWorker } from './services/agents/jobs/agent-worker';
import { WORKER_NEEDS_POSTGRES } from './services/agents/jobs/start-agent-jobs';

/**
 * `npm run worker` (`node dist/server/worker.js` in a build): a process that works the agent's jobs
 * beside the web instances, over PostgreSQL (docs/decisions/038). No HTTP server.
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
  const work = createAgentWork({
    db: database.db,
    config,
    ai: createAiEngine(config, { logger }),
    log: logger,
    notifyProposal: proposalNotifier(database.db),
  });
  await runAgentWorker({ config, log: logger, work, onStopped: () => database.close() });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
