import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { twilioSettings } from '../../config';
import { isValidPhone, normalizePhone, replyCodeIn } from '@shared/domain/handoff/phone';
import { connectByReplyCode, connectedOwner, ensureWhatsappLink, isValidTwilioSignature } from '@server/modules/channels';
import { errorResponses } from '../../lib/route-errors';

const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
/** Twilio's form fields (From, Body, MessageSid…); what counts is checked by the signature, not the shape. */
const webhookSchema = {
  consumes: ['application/x-www-form-urlencoded'],
  produces: ['text/xml'],
  body: z.record(z.string(), z.unknown()).nullish(),
  response: { 200: z.string().describe('An empty TwiML answer'), ...errorResponses(403) },
};

/**
 * Replies from people's phones (Twilio's signed inbound webhook). A reply carrying an opt-in code
 * confirms that one registration (§4.5 with a real provider); everything else a verified number
 * sends is the person's WhatsApp chat with Maya (modules/channels `receive`: commands such as
 * PAUSE, RESUME and STOP, and the companion), stored once per MessageSid and worked after the
 * answer (the stored inbox: a slow reply never holds Twilio's request, which times out after 15 s).
 */
export async function twilioWebhookRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const twilio = twilioSettings(app.config);
  if (!twilio) return;
  await app.register(formbody);
  const url = `${new URL(app.config.PUBLIC_URL).origin}/api/webhooks/twilio`;

  app.post('/api/webhooks/twilio', { schema: webhookSchema }, async (req, reply) => {
    const params = Object.fromEntries(Object.entries(req.body ?? {}).map(([k, v]) => [k, String(v)]));
    if (!isValidTwilioSignature(twilio.authToken, url, params, req.headers['x-twilio-signature'] as string | undefined)) {
      return reply.code(403).send({ code: 'bad_signature', message: 'Invalid webhook signature.' });
    }
    const phone = normalizePhone((params.From ?? '').replace(/^whatsapp:/, ''));
    if (!isValidPhone(phone)) return reply.type('text/xml').send(TWIML_EMPTY);
    const code = replyCodeIn(params.Body);
    const verified = code ? await connectByReplyCode(app.db, twilio.authToken, phone, code) : null;
    const now = app.messenger.deps.now();
    // The verifying reply makes the number the person's WhatsApp chat (and opens its 24-hour window).
    if (verified) await ensureWhatsappLink(app.db, verified, phone, now, { wroteNow: true });
    const owner = verified ? null : await connectedOwner(app.db, phone);
    if (owner && params.MessageSid) {
      await ensureWhatsappLink(app.db, owner, phone, now);
      await app.messenger.accept({ channel: 'whatsapp', address: phone, updateId: params.MessageSid, text: params.Body ?? '' });
    }
    return reply.type('text/xml').send(TWIML_EMPTY);
  });
}
