import type { FastifyBaseLogger } from 'fastify';
import { telegramSettings, type Config, type TelegramSettings } from '../../../config';
import { createTelegramTransport, type TelegramTransport } from './telegram-transport';

/** Telegram as the app holds it: its settings, its transport, and the username deep links point to. */
export type TelegramBot = { settings: TelegramSettings; transport: TelegramTransport; username: string };

/** The bot when TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET are set; its username is TELEGRAM_BOT until getMe answers. */
export function telegramBotFrom(config: Config): TelegramBot | undefined {
  const settings = telegramSettings(config);
  return settings && { settings, transport: createTelegramTransport(settings), username: settings.username };
}

/**
 * At start-up: learn the bot's username (getMe) and point Telegram at the webhook (setWebhook with the
 * secret and the updates Maya reads). Never throws: with Telegram unreachable the app runs on, deep
 * links use TELEGRAM_BOT, and Telegram keeps delivering to the webhook it was given before.
 */
export async function registerWithTelegram(bot: TelegramBot, log: FastifyBaseLogger, signal?: AbortSignal) {
  const me = await bot.transport.fetchUsername(signal);
  if (me.ok && me.providerId) bot.username = me.providerId;
  else if (!me.ok) log.warn({ error: me.error }, 'Telegram getMe failed; deep links use TELEGRAM_BOT');
  if (signal?.aborted) return;
  const hook = await bot.transport.registerWebhook(bot.settings.webhookUrl, signal);
  if (hook.ok) log.info({ url: bot.settings.webhookUrl, username: bot.username }, 'Telegram webhook registered');
  else log.warn({ error: hook.error, url: bot.settings.webhookUrl }, 'Telegram setWebhook failed; the app carries on');
}
