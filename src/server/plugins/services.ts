import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AiEngine } from '@server/modules/ai';
import type { EmailService, MessagingService, Messenger } from '@server/modules/channels';
import type { SpeechServices } from '@server/modules/conversation';
import type { OidcClient } from '@server/modules/oidc';
import type { SecurityLog } from '@server/modules/security';
import type { AppStores } from './stores';
import type { AgentJobs } from '@server/modules/agents';

export type AppServices = {
  config: Config;
  db: Database;
  oidc: OidcClient;
  securityLog: SecurityLog;
  ai: AiEngine;
  email: EmailService;
  messaging: MessagingService;
  speech: SpeechServices;
  stores: AppStores;
  /** `app.agentJobs.passSoon(userId)` when a member turns the agent on or saves preferences. */
  agentJobs: AgentJobs;
  /** Maya in the messaging app (docs/messenger.md): `receive` for transports, `notify(userId, …)`, the dispatcher. */
  messenger: Messenger;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the services, one list (AppServices)
  interface FastifyInstance extends AppServices {}
}

/** The app's services as typed decorators, so routes reach them as `app.db`, `app.oidc`… */
export const servicesPlugin = fp(
  async (app: FastifyInstance, services: AppServices) => {
    app.decorate('config', services.config);
    app.decorate('db', services.db);
    app.decorate('oidc', services.oidc);
    app.decorate('securityLog', services.securityLog);
    app.decorate('ai', services.ai);
    app.decorate('email', services.email);
    app.decorate('messaging', services.messaging);
    app.decorate('speech', services.speech);
    app.decorate('stores', services.stores);
    app.decorate('agentJobs', services.agentJobs);
    app.decorate('messenger', services.messenger);
  },
  { name: 'services' },
);
