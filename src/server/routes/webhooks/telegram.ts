import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Update } from 'grammy/types';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken, safeEqual } from '../../lib/tokens';
import { registerWithTelegram, type TelegramBot, toInboundEvent, type Messenger } from '@server/modules/channels';
import { errorResponses } from '../../lib/route-errors';

export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

const webhookSchema = {
  headers: z.object({ [TELEGRAM_SECRET_HEADER]: z.string().optional().describe('TELEGRAM_WEBHOOK_SECRET, echoed by Telegram') }),
  // What counts is checked by the secret; the shape only needs an update_id (toInboundEvent reads the rest).
  body: z.looseObject({ update_id: z.number().int().nonnegative() }).describe('A Telegram Update'),
  response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(401, 403) },
};

/**
 * Checked before the body is read (onRequest): no secret 401, a wrong one 403, nothing parsed,
 * handled or stored. Digests are compared, so neither the secret's bytes nor its length leak in time.
 */
const givenSecretIs = (req: FastifyRequest, secret: string) => {
  const given = req.headers[TELEGRAM_SECRET_HEADER];
  return typeof given === 'string' && given !== '' && safeEqual(hashToken(given), hashToken(secret));
};

const secretCheck =
  (secret: string): onRequestAsyncHookHandler =>
  async (req, reply) => {
    const given = req.headers[TELEGRAM_SECRET_HEADER];
    if (typeof given !== 'string' || given === '')
      return reply.code(401).send({ code: 'missing_secret', message: 'This webhook takes updates from Telegram only.' });
    if (!safeEqual(hashToken(given), hashToken(secret)))
      return reply.code(403).send({ code: 'bad_secret', message: 'This webhook takes updates from Telegram only.' });
  };

/**
 * Updates from Telegram (issue 32): the secret is checked, the update stored for the inbox (once
 * per update_id) and 200 answered at once; the conversation works it afterwards, and answers a
 * tapped button then (answerCallbackQuery, inbox/answer-tap.ts). A store that fails answers 500, or
 * 503 when the database connection dropped: Telegram delivers the update again, and a second copy
 * is never stored twice.
 */
export async function telegramWebhookRoutes(instance: FastifyInstance, opts: { bot: TelegramBot; accept: Messenger['accept'] }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { bot, accept } = opts;

  // NOTE: Telegram delivers every chat's updates from a few addresses: the per-address limit (100 a
  // minute) would refuse a busy bot. Updates carrying the secret skip it; anything else is counted.
  const config = { rateLimitExempt: (req: FastifyRequest) => givenSecretIs(req, bot.settings.secret) };
  app.post('/api/webhooks/telegram', { schema: webhookSchema, config, onRequest: secretCheck(bot.settings.secret) }, async (req) => {
    const update = req.body as unknown as Update;
    const event = toInboundEvent(update);
    if (event) await accept(event);
    else if (update.callback_query) {
      // A button Maya does not read (a game's, a group's): nothing to store, but its spinner must stop.
      const answered = await bot.transport.answerCallbackQuery(update.callback_query.id);
      if (!answered.ok) req.log.warn({ error: answered.error }, 'answerCallbackQuery failed');
    }
    return { ok: true as const };
  });

  // Registration runs beside start-up, never in its way; closing the app stops it.
  const abort = new AbortController();
  let startUp: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    startUp = registerWithTelegram(bot, app.log, abort.signal);
  });
  app.addHook('onClose', async () => {
    abort.abort();
    await startUp;
  });
}
