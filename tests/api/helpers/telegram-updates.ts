import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import { TELEGRAM_SECRET, TELEGRAM_TOKEN } from './fake-telegram-api';

/** The app's config pointing Telegram at the fake. */
export const telegramConfig = (apiBase: string) => ({
  TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
  TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET,
  TELEGRAM_API_BASE_URL: apiBase,
});

const person = (chatId: number, firstName: string) => ({ id: chatId, is_bot: false, first_name: firstName });

/** A message typed in a private chat (`/start <token>` included). */
export const textUpdate = (updateId: number, chatId: number, text: string, firstName = 'Ana'): Update => ({
  update_id: updateId,
  message: {
    message_id: updateId,
    date: 1_790_000_000,
    chat: { id: chatId, type: 'private', first_name: firstName },
    from: person(chatId, firstName),
    text,
  },
});

/** A tap on an inline keyboard button under one of the bot's messages. */
export const callbackUpdate = (updateId: number, chatId: number, data: string, firstName = 'Ana'): Update => ({
  update_id: updateId,
  callback_query: {
    id: `cb${updateId}`,
    from: person(chatId, firstName),
    chat_instance: 'ci',
    data,
    message: { message_id: 1, date: 1_790_000_000, chat: { id: chatId, type: 'private', first_name: firstName }, text: 'A card' },
  },
});

/** Posts an update to the app's webhook as Telegram does: JSON with the secret header (`secret: null` leaves it out). */
export const postUpdate = (app: FastifyInstance, update: object, secret: string | null = TELEGRAM_SECRET) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/telegram',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }) },
    payload: JSON.stringify(update),
  });
