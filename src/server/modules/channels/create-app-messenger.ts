import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AiEngine } from '@server/modules/ai';
import type { AgentJobs } from '@server/modules/agents';
import type { MessagingService } from './twilio/messaging-service';
import { registerCheckIns } from './check-ins/register-check-ins';
import { registerDateDay } from './date-day/register-date-day';
import { registerDatePlanning } from './dates/register-dates';
import { devTransport } from './dev-transport';
import { registerIntroductions } from './introductions/register';
import { createMessenger, type Messenger } from './messenger';
import type { Channel, InboundHandler, Transport } from './transport';
import { whatsappTransport } from './whatsapp-transport';

export type MessengerOptions = {
  /** Transports beside the built-in ones (the Telegram transport when configured; fakes in tests). */
  transports?: Partial<Record<Channel, Transport>>;
  /** The clock (tests fix it). */
  now?: () => Date;
  /** The backoff's jitter source (tests fix it). */
  random?: () => number;
  /** Run the inbox's and the dispatcher's loops in this process (default: yes, except with NODE_ENV=test). */
  loop?: boolean;
  /** The Telegram bot's username for deep links (getMe's, once known); TELEGRAM_BOT otherwise. */
  telegramUsername?: () => string;
  /** The conversation the inbox runs instead of receive.ts (the Telegram webhook's own tests). */
  handle?: InboundHandler;
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
    log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
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
      jobs: deps.agentJobs,
      now: options.now ?? (() => new Date()),
      telegramUsername: options.telegramUsername ?? (() => deps.config.TELEGRAM_BOT),
      log: deps.log,
    },
    { random: options.random, handle: options.handle },
  );
  registerDatePlanning(messenger);
  registerIntroductions(messenger);
  registerCheckIns(messenger);
  registerDateDay(messenger);
  return messenger;
}
