import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '@shared/schemas/mobile-chat';
import { firstNameOf } from '@shared/lib/first-name';
import { deviceLabel } from '@shared/domain/mobile-chat/device-label';
import { profiles } from '../../../db/schema';
import { MOBILE_CHAT_COOKIE } from '../../../plugins/auth';
import { recentMessages, toChatMessage, exchangeToken, type MobileSession } from '@server/modules/conversation';
import { errorResponses, fail } from '../../../lib/route-errors';
import { chatSessionOf, requireChatSession, setChatCookie } from './chat-session-auth';
import { whileClientStays } from '../../../lib/client-gone';
import { speechRoutes } from './speech-routes';
import { streamTurn } from './stream-turn';
import { voiceRoutes } from './voice-routes';

const streamResponse = { 200: z.string().describe('text/event-stream: message, delta, reply, error') };

/** The phone's chat (spec §2.15, §7.1 mobile-chat-session): a link's token once, then the chat cookie. */
export async function mobileChatRoutes(instance: FastifyInstance) {
  instance.decorateRequest('chatSession', null);
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/mobile-chat/session',
    { schema: { body: s.exchangeTokenRequestSchema, response: { 200: s.chatSessionSchema, ...errorResponses(400, 401, 410) } } },
    async (req, reply) => {
      const result = await exchangeToken(app.db, req.body.token, {
        device: deviceLabel(req.headers['user-agent']),
        currentCookie: req.cookies[MOBILE_CHAT_COOKIE],
      });
      if (result.status === 'expired')
        throw fail(410, s.MOBILE_CHAT_ERRORS.sessionExpired.code, s.MOBILE_CHAT_ERRORS.sessionExpired.message);
      if (result.status === 'invalid') throw fail(401, s.MOBILE_CHAT_ERRORS.invalidLink.code, s.MOBILE_CHAT_ERRORS.invalidLink.message);
      if (result.cookieSecret) setChatCookie(req, reply, result.cookieSecret, result.session.expiresAt);
      return sessionView(app, result.session);
    },
  );

  app.get(
    '/api/mobile-chat/session',
    { onRequest: requireChatSession, schema: { response: { 200: s.chatSessionSchema, ...errorResponses(401, 410) } } },
    async (req) => sessionView(app, chatSessionOf(req)),
  );

  app.post(
    '/api/mobile-chat/messages',
    {
      onRequest: requireChatSession,
      schema: { body: s.sendMessageRequestSchema, response: { ...streamResponse, ...errorResponses(400, 401, 410) } },
    },
    async (req, reply) => {
      const session = chatSessionOf(req);
      const input = { userId: session.userId, sessionId: session.id, content: req.body.content, clientId: req.body.client_id };
      await whileClientStays(reply, (signal) => streamTurn(app, req, reply, input, signal));
    },
  );

  await app.register(voiceRoutes);
  await app.register(speechRoutes);
}

async function sessionView(app: FastifyInstance, session: MobileSession): Promise<z.infer<typeof s.chatSessionSchema>> {
  const [messages, [profile]] = await Promise.all([
    recentMessages(app.db, session.userId),
    app.db.select({ displayName: profiles.displayName }).from(profiles).where(eq(profiles.userId, session.userId)).limit(1),
  ]);
  return {
    session: {
      id: session.id,
      name: firstNameOf(profile?.displayName),
      expires_at: session.expiresAt.toISOString(),
      conversation_history: messages.map(toChatMessage),
      voice: { transcription: app.speech.transcribe !== null, speech: app.speech.speak !== null },
    },
  };
}
