import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { twilioSettings, type Config } from './config';
import type { Database } from './db/client';
import type { AppServices } from './plugins/services';
import { createStores } from './plugins/stores';
import {
  createAgentWork,
  inertAgentJobs,
  runAgentWorker,
  startAgentJobs,
  type AgentEventJobs,
  type AgentJobs,
} from '@server/modules/agents';
import { createAiEngine, type AiEngine } from '@server/modules/ai';
import {
  createAppMessenger,
  createEmailService,
  createMessagingService,
  proposalReadyJob,
  telegramBotFrom,
  type MessagingService,
  type MessengerOptions,
  type TelegramBot,
} from '@server/modules/channels';
import { createSpeechServices } from '@server/modules/conversation';
import { rankerRefitJob, rankerUpdateJob } from '@server/modules/matching';
import type { OidcClient } from '@server/modules/oidc';
import type { SecurityLog } from '@server/modules/security';

/**
 * The one place the app's services are built (ADR 050), for the web process (main.ts, then app.ts) and for
 * `npm run worker` (worker.ts): what both run is built here once, so the two cannot drift apart.
 */

/** What every service is built from: the config, the database and the process's pino logger. */
export type ServiceBase = { config: Config; db: Database; log: FastifyBaseLogger };

/** One AI engine (and its circuit breaker) per process: the routes, the chat apps and the agent's jobs share it. */
export const createAi = ({ config, log }: ServiceBase): AiEngine => createAiEngine(config, { logger: log });

/**
 * The process's engine (main.ts, worker.ts): it also says once, in the log and on /dashboard, what is wrong with a
 * configured model (issue 43 item 2); never blocks start-up. Not in tests' apps, whose models are fakes.
 */
export function startAi(base: ServiceBase): AiEngine {
  const ai = createAi(base);
  void ai.checkModel?.();
  return ai;
}

export const createMessaging = ({ config, db }: ServiceBase): MessagingService => createMessagingService(db, twilioSettings(config));

/**
 * The named jobs other modules define for what the agent's jobs tell them; the agent's queue runs them
 * beside its own, in whichever process works jobs.
 */
const agentEvents = ({ db }: ServiceBase): AgentEventJobs => ({
  proposalReady: proposalReadyJob({ db }),
  rankerUpdate: rankerUpdateJob({ db }),
  rankerRefit: rankerRefitJob({ db }),
});

const agentJobOptions = (base: ServiceBase, ai: AiEngine) => ({
  config: base.config,
  log: base.log,
  work: createAgentWork({ db: base.db, config: base.config, ai, log: base.log }),
  events: agentEvents(base),
});

/** The web process's agent queue: pg-boss with DATABASE_URL, otherwise in this process (ADR 038). */
export const startWebAgentJobs = (base: ServiceBase, ai: AiEngine): Promise<AgentJobs> => startAgentJobs(agentJobOptions(base, ai));

/** The worker's: works the agent's jobs until SIGTERM or SIGINT, then `onStopped`, then exits. */
export const runWorkerAgentJobs = (base: ServiceBase, ai: AiEngine, onStopped: () => Promise<void>): Promise<AgentJobs> =>
  runAgentWorker({ ...agentJobOptions(base, ai), onStopped });

/**
 * Maya in the chat apps, the same in both processes: the embedded chat, WhatsApp through the messaging
 * service, and Telegram when configured (its transport delivers the outbox's messages, its bot names the deep link).
 */
export function createChatApps(
  base: ServiceBase,
  parts: { ai: AiEngine; messaging: MessagingService; agentJobs: AgentJobs },
  options: MessengerOptions = {},
): { messenger: AppServices['messenger']; telegram?: TelegramBot } {
  const telegram = telegramBotFrom(base.config);
  const messenger = createAppMessenger(
    { config: base.config, db: base.db, log: base.log, ...parts },
    {
      ...options,
      transports: { ...(telegram ? { telegram: telegram.transport } : {}), ...options.transports },
      telegramUsername: options.telegramUsername ?? (telegram ? () => telegram.username : undefined),
    },
  );
  return { messenger, telegram };
}

/** What the web app is handed ready-made (main.ts: the AI engine and the started queue; tests: fakes). */
export type GivenServices = Partial<Pick<AppServices, 'ai' | 'email' | 'messaging' | 'speech' | 'agentJobs'>> & {
  /** The Redis key prefix of the app's stores (plugins/stores.ts). */
  storesKeyPrefix?: string;
  messenger?: MessengerOptions;
};

/**
 * The web app's services (plugins/services.ts decorates the app with them): what is given, the rest built
 * from the config. Without a queue given, nothing is queued (API tests).
 */
export function createAppServices(
  base: ServiceBase & { redis?: Redis; oidc: OidcClient; securityLog: SecurityLog },
  given: GivenServices = {},
): { services: AppServices; telegram?: TelegramBot } {
  const { config, db } = base;
  const ai = given.ai ?? createAi(base);
  const messaging = given.messaging ?? createMessaging(base);
  const agentJobs = given.agentJobs ?? inertAgentJobs;
  const { messenger, telegram } = createChatApps(base, { ai, messaging, agentJobs }, given.messenger);
  const services: AppServices = {
    config,
    db,
    oidc: base.oidc,
    securityLog: base.securityLog,
    ai,
    messaging,
    agentJobs,
    email: given.email ?? createEmailService(db, { smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM }),
    speech: given.speech ?? createSpeechServices(config),
    stores: createStores({ redis: base.redis, keyPrefix: given.storesKeyPrefix }),
    messenger,
  };
  return { services, telegram };
}
