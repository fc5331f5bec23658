import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AiEngine } from '../ai';
import type { AgentJobs } from '../agents/jobs/agent-jobs';
import type { MessagingService } from '../messaging/messaging-service';
import { registerDatePlanning } from './dates/register-dates';
import { devTransport } from './dev-transport';
import { registerIntroductions } from './introductions/register';
import { createMessenger, type Messenger } from './messenger';
import type { Channel, Transport } from './transport';
import { whatsappTransport } from './whatsapp-transport';

export type MessengerOptions = {
  /** Transports beside the built-in ones (the Telegram transport when configured; fakes in tests). */
  transports?: Partial<Record<Channel, Transport>>;
  /** The clock (tests fix it). */
  now?: () => Date;
  /** The backoff's jitter source (tests fix it). */
  random?: () => number;
  /** Run the dispatcher loop in this process (default: yes, except with NODE_ENV=test). */
  loop?: boolean;
  /** The Telegram bot's username for deep links (getMe's, once known); TELEGRAM_BOT otherwise. */
  telegramUsername?: () => string;
};

/**
 * The app's messenger: `dev` always (the embedded chat), WhatsApp over the messaging service
 * (Twilio, or the dev outbox without it), and whatever transports are given (Telegram).
 */
export function createAppMessenger(
  deps: {
    config: Config;
    db: Database;
    ai: AiEngine;
    messaging: MessagingService;
    agentJobs: AgentJobs;
    log: { warn: (o: object, m: string) => void };
  },
  options: MessengerOptions = {},
): Messenger {
  const messenger = createMessenger(
    {
      db: deps.db,
      ai: deps.ai,
      publicUrl: deps.config.PUBLIC_URL,
      transports: {
        dev: devTransport,
        whatsapp: whatsappTransport(deps.messaging, deps.config.TWILIO_WHATSAPP_TEMPLATE_SID),
        ...options.transports,
      },
      passSoon: (userId) => deps.agentJobs.passSoon(userId),
      now: options.now ?? (() => new Date()),
      telegramUsername: options.telegramUsername ?? (() => deps.config.TELEGRAM_BOT),
      log: deps.log,
    },
    options.random,
  );
  registerDatePlanning(messenger);
  registerIntroductions(messenger);
  return messenger;
}
