import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { allowedOrigins, type Config } from './config';
import type { Database } from './db/client';
import { selfFetch } from './lib/self-fetch';
import { randomToken } from './lib/tokens';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { apiRequestChecks } from './plugins/api-request-checks';
import { authPlugin } from './plugins/auth';
import { corsPolicy } from './plugins/cors-and-origin';
import { errorHandler, routerRefusal } from './plugins/error-handler';
import { openApi } from './plugins/openapi';
import { requestLog } from './plugins/request-log';
import { securityHeaders } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import { createAppServices } from './app-services';
import { spaPlugin } from './plugins/spa';
import { authRoutes } from './routes/api/auth';
import { healthRoutes } from './routes/api/health';
import { openApiRoutes } from './routes/api/openapi';
import { companionRoutes } from './routes/api/companion';
import { sharedPlanRoutes } from './routes/api/shared-plans';
import { signedInRoutes } from './routes/api/signed-in';
import { telemetryRoutes } from './routes/api/telemetry';
import { devIdpRoutes } from './routes/dev-idp';
import { createDevAccounts, createDevProvider, createOidcClient, callbackUrl, providerSettings } from '@server/modules/oidc';
import { createSecurityLog } from '@server/modules/security';
import type { AiEngine } from '@server/modules/ai';
import { adminRoutes } from './routes/api/admin';
import { metricsRoutes } from './routes/metrics';
import { devOutboxRoutes } from './routes/dev/outbox';
import { twilioWebhookRoutes } from './routes/webhooks/twilio';
import { telegramWebhookRoutes } from './routes/webhooks/telegram';
import type { InboundHandler, EmailService, MessagingService, MessengerOptions } from '@server/modules/channels';
import type { SpeechServices } from '@server/modules/conversation';
import { mobileChatRoutes } from './routes/api/mobile-chat/chat-routes';
import type { AgentJobs } from '@server/modules/agents';
import { devMessengerRoutes } from './routes/dev/messenger';
import { devClockRoutes } from './routes/dev/clock';
import { createTestClock } from './lib/test-clock';

export type AppOptions = {
  config: Config;
  db: Database;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** A ready-made pino logger (main.ts builds one from lib/logger-options.ts); replaces `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The AI engine; by default chosen from the config (offline unless AI_BASE_URL/AI_API_KEY). */
  ai?: AiEngine;
  /** Enables the admin API (used by `npm run admin` while the server runs). */
  adminToken?: string;
  email?: EmailService;
  messaging?: MessagingService;
  /** Voice in the mobile chat; by default chosen from the config (STT_*, TTS_*). */
  speech?: SpeechServices;
  /** The Redis key prefix of the app's stores (plugins/stores.ts) and injected pacing of simulation runs (tests). */
  simulation?: { keyPrefix?: string; pace?: (eventId: number) => Promise<void> };
  /** The agent's job queue (main.ts starts it); without one, nothing is queued (API tests). */
  agentJobs?: AgentJobs;
  /** Maya in the messaging app: extra transports (Telegram), a clock, whether the dispatcher loop runs here. */
  messenger?: MessengerOptions;
  /** Where the built client lives; omitted in API tests. */
  clientDir?: string;
  /** The conversation the stored inbox runs for each update; by default the messenger's `receive` (tests of the transport replace it). */
  inbound?: InboundHandler;
  /** Sees every route as it is registered (tests enumerate the API with it). */
  onRoute?: onRouteHookHandler;
};

export const API_BODY_LIMIT = 64 * 1024;

/** Builds the whole app: external plugins, then app services, then the API behind its request checks, then pages. */
export async function buildApp({
  config,
  db,
  redis,
  logger = false,
  loggerInstance,
  clientDir,
  ai,
  email,
  messaging,
  speech,
  adminToken,
  onRoute,
  simulation,
  agentJobs,
  messenger,
  inbound,
}: AppOptions) {
  const app = Fastify({
    logger: loggerInstance ? undefined : logger,
    loggerInstance,
    // Fastify's two lines per request (with the query string) off: plugins/request-log.ts writes one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: API_BODY_LIMIT,
    frameworkErrors: routerRefusal,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  errorHandler(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  const origin = new URL(config.PUBLIC_URL).origin;
  const securityLog = createSecurityLog(db, app.log);

  // 1. External plugins.
  await app.register(cookie);
  await openApi(app);
  await securityHeaders(app);
  await corsPolicy(app, { origins: allowedOrigins(config) });
  requestLog(app);

  // 2. App services.
  const devClientSecret = randomToken();
  const settings = providerSettings(config, devClientSecret);
  const oidc = createOidcClient(settings, callbackUrl(config), settings.kind === 'dev' ? selfFetch(app, origin) : undefined);
  // Journeys move the messaging app's clock on (/api/dev/clock); tests that give a clock keep theirs.
  const testClock = config.NODE_ENV === 'test' && settings.kind === 'dev' && !messenger?.now ? createTestClock() : undefined;
  // The services (app-services.ts, shared with the worker): what the caller gave, the rest from the config.
  const { services, telegram } = createAppServices(
    { config, db, log: app.log, redis, oidc, securityLog },
    {
      ai,
      email,
      messaging,
      speech,
      agentJobs,
      storesKeyPrefix: simulation?.keyPrefix,
      messenger: { ...messenger, now: messenger?.now ?? testClock?.now, handle: inbound ?? messenger?.handle },
    },
  );
  const appMessenger = services.messenger;
  await app.register(servicesPlugin, services);
  // The inbox's worker and the outbox's dispatcher run in every web instance (they share the work through their claims).
  if (messenger?.loop ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => appMessenger.start());
    app.addHook('onClose', async () => appMessenger.stop());
  }
  await app.register(authPlugin);

  // 3. The API: every API route inside one encapsulated context whose hooks are the request checks
  //    (rate limit, Origin, session), so they are bound to the routes, not to a URL prefix.
  await app.register(async function api(api) {
    await apiRequestChecks(api, { config, redis });
    await api.register(healthRoutes);
    await api.register(openApiRoutes);
    await api.register(authRoutes);
    // What the app reports about itself: open to visitors (crash reports and analytics arrive signed out too).
    await api.register(telemetryRoutes);
    // A date plan shared with a friend (issue 42 item 4): read by its unguessable token alone.
    await api.register(sharedPlanRoutes);
    // Everything a signed-in person does, behind one 401 hook bound to those routes.
    await api.register(signedInRoutes, { simulation: { pace: simulation?.pace }, dashboard: { redis }, devChat: settings.kind === 'dev' });
    // The phone's chat: its own cookie, not the signed-in session.
    await api.register(mobileChatRoutes);
    await api.register(twilioWebhookRoutes);
    if (telegram) await api.register(telegramWebhookRoutes, { bot: telegram, accept: appMessenger.accept });
    // Maya learns (issue 14): the signed-in person or the mobile-chat cookie's person.
    await api.register(companionRoutes);
    await api.register(adminRoutes, { token: adminToken });
    // The outbox shows what Maya would send: only beside the built-in provider, never in production.
    if (settings.kind === 'dev') await api.register(devOutboxRoutes, { adminToken });
    if (settings.kind === 'dev') await api.register(devMessengerRoutes);
    if (testClock) await api.register(devClockRoutes, { clock: testClock });
  });
  if (adminToken) await app.register(metricsRoutes, { token: adminToken });

  // 4. Pages: the built-in provider and the single-page app.
  if (settings.kind === 'dev') {
    const accounts = createDevAccounts();
    const provider = await createDevProvider({
      issuer: settings.issuerUrl,
      clientId: settings.clientId,
      clientSecret: devClientSecret,
      redirectUri: callbackUrl(config),
      accounts,
      nodeEnv: config.NODE_ENV,
    });
    await app.register(devIdpRoutes, { provider, accounts });
  }
  await app.register(spaPlugin, { clientDir });
  return app;
}
