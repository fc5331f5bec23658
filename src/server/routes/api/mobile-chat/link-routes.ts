import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as s from '@shared/schemas/mobile-chat';
import { okSchema } from '@shared/schemas/handoff';
import { signedInUser } from '../../../plugins/auth';
import { createChatLink, endChatSession, listChatSessions, type MobileSession } from '@server/modules/conversation';
import { errorResponses, fail } from '../../../lib/route-errors';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toDevice = (row: MobileSession): s.ChatDevice => ({
  id: row.id,
  status: row.exchangedAt ? 'open' : 'waiting',
  device: row.device,
  created_at: row.createdAt.toISOString(),
  opened_at: iso(row.exchangedAt),
  last_seen_at: iso(row.lastSeenAt),
  expires_at: row.expiresAt.toISOString(),
});

/** 'Chat with Maya on your phone' (issue 13): the desktop makes links and ends phones' chats. Signed in. */
export async function mobileChatLinkRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/mobile-chat/links',
    { schema: { body: z.object({}).nullish(), response: { 200: s.chatLinkSchema, ...errorResponses(400, 401) } } },
    async (req) => {
      const link = await createChatLink(app.db, signedInUser(req).userId);
      const url = new URL('/mobile-chat', app.config.PUBLIC_URL);
      url.searchParams.set('token', link.token);
      return { id: link.id, url: url.toString(), expires_at: link.expiresAt.toISOString() };
    },
  );

  app.get('/api/mobile-chat/sessions', { schema: { response: { 200: s.chatDevicesSchema, ...errorResponses(401) } } }, async (req) => {
    const rows = await listChatSessions(app.db, signedInUser(req).userId);
    return { sessions: rows.map(toDevice) };
  });

  app.post(
    '/api/mobile-chat/sessions/:id/end',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({}).nullish(),
        response: { 200: okSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const ended = await endChatSession(app.db, signedInUser(req).userId, req.params.id);
      if (!ended) throw fail(404, 'session_not_found', 'This chat has already ended.');
      return { ok: true as const };
    },
  );
}
