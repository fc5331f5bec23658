import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPROVED_INVITE_STATUS } from '@shared/domain/flow/flow-steps';
import * as s from '@shared/schemas/handoff';
import { signedInUser } from '../../../plugins/auth';
import { chatLinks, whatsappChatUrl, issueStartToken, startAutomation } from '@server/modules/channels';
import { checkOrAddWaitlist } from '@server/modules/invites';
import { loadFlowFacts } from '@server/modules/flow';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 401, 403);

/** Hand-off (§2.10, §2.11): the waitlist for the not-yet-invited, the chat links, the chosen channel. Signed in. */
export async function handoffRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/invite/waitlist',
    { schema: { body: z.object({}).nullish(), response: { 200: s.waitlistResponseSchema, ...errors } } },
    async (req) => {
      const { userId, email } = signedInUser(req);
      return { status: await checkOrAddWaitlist(app.db, userId, email) };
    },
  );

  app.post(
    '/api/handoff/init',
    { schema: { body: z.object({}).nullish(), response: { 200: s.handoffLinksSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      const facts = await loadFlowFacts(app.db, userId);
      if (facts.profile?.inviteStatus !== APPROVED_INVITE_STATUS) throw fail(403, 'not_invited', 'Chat links open once you are invited.');
      const token = await issueStartToken(app.db, userId);
      return chatLinks(
        { whatsappNumber: app.config.WHATSAPP_NUMBER, telegramBot: app.config.TELEGRAM_BOT, messengerPage: app.config.MESSENGER_PAGE },
        token,
      );
    },
  );

  app.get('/api/handoff/contact', { schema: { response: { 200: s.mayaContactSchema, ...errorResponses(401) } } }, async () => ({
    whatsapp_number: app.config.WHATSAPP_NUMBER,
    whatsapp_chat_link: whatsappChatUrl(app.config.WHATSAPP_NUMBER),
  }));

  app.post(
    '/api/handoff/complete',
    { schema: { body: s.handoffCompleteRequestSchema, response: { 200: s.okSchema, ...errors } } },
    async (req) => {
      await startAutomation(app.db, signedInUser(req).userId, req.body.channel);
      return { ok: true as const };
    },
  );
}
