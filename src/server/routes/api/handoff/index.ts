import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPROVED_INVITE_STATUS } from '../../../../shared/domain/flow-steps';
import { INVALID_PHONE_DESCRIPTION, OPT_IN_REFUSALS, isValidPhone, normalizePhone } from '../../../../shared/domain/phone';
import { apiErrorSchema } from '../../../../shared/schemas/auth';
import * as s from '../../../../shared/schemas/handoff';
import { twilioSettings } from '../../../config';
import { requireUser, signedInUser } from '../../../plugins/auth';
import { chatLinks } from '../../../services/handoff/chat-links';
import { automationStats, automationStatus, issueStartToken, setAutomation, startAutomation } from '../../../services/handoff/handoff-store';
import { checkOrAddWaitlist } from '../../../services/handoff/invites';
import { sendOptIn } from '../../../services/handoff/opt-in';
import { connectionStatus, findConnection, phoneHint } from '../../../services/handoff/phone-connections';
import { loadFlowFacts } from '../../../services/flow/flow-facts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };
const fail = (statusCode: number, code: string, message: string) => Object.assign(new Error(message), { statusCode, code });

/** Hand-off (§2.10, §2.11, §2.13): waitlist, chat links, the messaging-app connection, automation. */
export async function handoffRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The reply webhook checks codes with the same key; with the outbox no one can reply at all.
  const replyCodeKey = twilioSettings(app.config)?.authToken ?? 'outbox';

  app.post('/api/invite/waitlist', { preHandler: requireUser, schema: { body: z.object({}).nullish(), response: { 200: s.waitlistResponseSchema, ...errors } } }, async (req) => {
    const { userId, email } = signedInUser(req);
    return { status: await checkOrAddWaitlist(app.db, userId, email) };
  });

  app.post('/api/handoff/init', { preHandler: requireUser, schema: { body: z.object({}).nullish(), response: { 200: s.handoffLinksSchema, ...errors } } }, async (req) => {
    const { userId } = signedInUser(req);
    const facts = await loadFlowFacts(app.db, userId);
    if (facts.profile?.inviteStatus !== APPROVED_INVITE_STATUS) throw fail(403, 'not_invited', 'Chat links open once you are invited.');
    const token = await issueStartToken(app.db, userId);
    return chatLinks({ whatsappNumber: app.config.WHATSAPP_NUMBER, telegramBot: app.config.TELEGRAM_BOT, messengerPage: app.config.MESSENGER_PAGE }, token);
  });

  app.post('/api/handoff/complete', { preHandler: requireUser, schema: { body: s.handoffCompleteRequestSchema, response: { 200: s.okSchema, ...errors } } }, async (req) => {
    await startAutomation(app.db, signedInUser(req).userId, req.body.channel);
    return { ok: true as const };
  });

  app.post('/api/connect/opt-in', { preHandler: requireUser, schema: { body: s.optInRequestSchema, response: { 200: s.connectStatusSchema, ...errors } } }, async (req) => {
    const phone = normalizePhone(req.body.phone_number);
    if (!isValidPhone(phone)) throw fail(400, 'invalid_phone', INVALID_PHONE_DESCRIPTION);
    const outcome = await sendOptIn(app.db, app.messaging, { userId: signedInUser(req).userId, phone, codeKey: replyCodeKey });
    switch (outcome.kind) {
      case 'taken':
        throw fail(409, 'number_taken', OPT_IN_REFUSALS.numberTaken.description);
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
  });

  // Reads only: the simulated confirmation was scheduled when the opt-in was sent (§4.5).
  app.get('/api/connect/status', { preHandler: requireUser, schema: { response: { 200: s.connectStatusSchema, ...errors } } }, async (req) => {
    const row = await findConnection(app.db, signedInUser(req).userId);
    if (!row) return { status: 'not_started' as const, phone_hint: null };
    return { status: connectionStatus(row), phone_hint: phoneHint(row.phone) };
  });

  app.post('/api/connect/test-message', { preHandler: requireUser, schema: { body: z.object({}).nullish(), response: { 200: s.okSchema, ...errors } } }, async (req) => {
    const { userId } = signedInUser(req);
    const row = await findConnection(app.db, userId);
    if (!row || connectionStatus(row) !== 'connected') throw fail(409, 'not_connected', 'Connect your WhatsApp first.');
    try {
      await app.messaging.send({ to: row.phone, channel: 'whatsapp', userId, purpose: 'test', body: "This is a test from Maya. You're connected! Reply PAUSE, RESUME or STATUS any time." });
    } catch (err) {
      req.log.warn({ err }, 'test message failed');
      throw fail(502, 'send_failed', 'Please try again.');
    }
    return { ok: true as const };
  });

  const automationView = async (userId: string) => ({ status: await automationStatus(app.db, userId), stats: await automationStats(app.db, userId) });

  app.get('/api/automation', { preHandler: requireUser, schema: { response: { 200: s.automationSchema, ...errors } } }, async (req) => automationView(signedInUser(req).userId));

  app.post('/api/automation', { preHandler: requireUser, schema: { body: s.automationActionSchema, response: { 200: s.automationSchema, ...errors } } }, async (req) => {
    const { userId } = signedInUser(req);
    const changed = await setAutomation(app.db, userId, req.body.action === 'pause_automation' ? 'paused' : 'active');
    if (!changed) throw fail(409, 'no_automation', 'Unable to update automation status. Please try again.');
    return automationView(userId);
  });
}
