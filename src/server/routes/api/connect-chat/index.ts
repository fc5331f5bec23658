import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID_PHONE_DESCRIPTION, OPT_IN_REFUSALS, isValidPhone, normalizePhone } from '@shared/domain/handoff/phone';
import * as s from '@shared/schemas/handoff';
import { twilioSettings } from '../../../config';
import { signedInUser } from '../../../plugins/auth';
import { sendOptIn, TEST_MESSAGES_PER_HOUR, sendTestMessage, connectionStatus, findConnection, phoneHint } from '@server/modules/channels';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 401, 409, 429, 502);
const optInErrors = errorResponses(400, 401, 403, 409, 429, 502);
const TEST_MESSAGE_LIMITED = `At most ${TEST_MESSAGES_PER_HOUR} test messages an hour. Please wait before sending another.`;

/** Connecting the messaging app (§2.13, §4.5): the opt-in, its status, a test message. Signed in. */
export async function connectChatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The reply webhook checks codes with the same key; with the outbox no one can reply at all.
  const replyCodeKey = twilioSettings(app.config)?.authToken ?? 'outbox';

  app.post(
    '/api/connect/opt-in',
    { schema: { body: s.optInRequestSchema, response: { 200: s.connectStatusSchema, ...optInErrors } } },
    async (req) => {
      const phone = normalizePhone(req.body.phone_number);
      if (!isValidPhone(phone)) throw fail(400, 'invalid_phone', INVALID_PHONE_DESCRIPTION);
      const outcome = await sendOptIn(app.db, app.messaging, { userId: signedInUser(req).userId, phone, codeKey: replyCodeKey });
      switch (outcome.kind) {
        case 'taken':
          throw fail(409, 'number_taken', OPT_IN_REFUSALS.numberTaken.description);
        case 'banned':
          throw fail(403, 'number_banned', OPT_IN_REFUSALS.banned.description);
        case 'limited':
          throw fail(429, 'opt_in_limited', OPT_IN_REFUSALS.limited.description);
        case 'busy':
          throw fail(429, 'opt_in_busy', OPT_IN_REFUSALS.busy.description);
        case 'send_failed':
          req.log.warn({ err: outcome.error }, 'opt-in message failed');
          throw fail(502, 'send_failed', 'Unable to send verification message. Please try again.');
        case 'sent':
          return { status: 'verification_sent' as const, phone_hint: phoneHint(phone) };
      }
    },
  );

  // Reads only: the simulated confirmation was scheduled when the opt-in was sent (§4.5).
  app.get('/api/connect/status', { schema: { response: { 200: s.connectStatusSchema, ...errors } } }, async (req) => {
    const row = await findConnection(app.db, signedInUser(req).userId);
    if (!row) return { status: 'not_started' as const, phone_hint: null };
    return { status: connectionStatus(row), phone_hint: phoneHint(row.phone) };
  });

  app.post(
    '/api/connect/test-message',
    { schema: { body: z.object({}).nullish(), response: { 200: s.okSchema, ...errors } } },
    async (req) => {
      const outcome = await sendTestMessage(app.db, app.messaging, signedInUser(req).userId);
      switch (outcome.kind) {
        case 'not_connected':
          throw fail(409, 'not_connected', 'Connect your WhatsApp first.');
        case 'limited':
          throw fail(429, 'test_limited', TEST_MESSAGE_LIMITED);
        case 'busy':
          throw fail(429, 'test_busy', 'A test message is already on its way. Please wait a moment.');
        case 'send_failed':
          req.log.warn({ err: outcome.error }, 'test message failed');
          throw fail(502, 'send_failed', 'Please try again.');
        case 'sent':
          return { ok: true as const };
      }
    },
  );
}
