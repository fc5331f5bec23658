import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '@shared/schemas/mobile-chat';
import { chatMessages } from '../../../db/schema';
import { errorResponses, fail } from '../../../lib/route-errors';
import { chatSessionOf, requireChatSession } from './chat-session-auth';

/**
 * POST /api/mobile-chat/speech { message_id }: one of Maya's replies, spoken by the configured
 * text-to-speech engine. Without one it is 404 and the phone uses its own voices.
 */
export async function speechRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/mobile-chat/speech',
    {
      onRequest: requireChatSession,
      schema: {
        body: s.speechRequestSchema,
        response: { 200: z.any().describe('audio/mpeg'), ...errorResponses(400, 401, 404, 410, 502) },
      },
    },
    async (req, reply) => {
      const speak = app.speech.speak;
      if (!speak) throw fail(404, 'speech_unavailable', 'Spoken replies are not set up on this server.');
      const { userId } = chatSessionOf(req);
      const [message] = await app.db
        .select({ content: chatMessages.content })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, req.body.message_id), eq(chatMessages.userId, userId), eq(chatMessages.role, 'assistant')))
        .limit(1);
      if (!message) throw fail(404, 'message_not_found', 'That message is not in your chat.');
      const spoken = await speak(message.content).catch((err: unknown) => {
        req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'text to speech failed');
        throw fail(502, 'speech_failed', 'Maya could not speak this reply.');
      });
      return reply.header('content-type', spoken.contentType).header('cache-control', 'private, max-age=3600').send(spoken.audio);
    },
  );
}
