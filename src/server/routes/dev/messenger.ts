import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as s from '@shared/schemas/messenger';
import { requireUser, signedInUser } from '../../plugins/auth';
import {
  connectedLink,
  connectLink,
  answeredTaps,
  chatWaiting,
  chatRows,
  enqueue,
  recordInbound,
  type OutboxRow,
  type InboundEvent,
} from '@server/modules/channels';
import { errorResponses, fail } from '../../lib/route-errors';

const errors = errorResponses(400, 401, 409);
const WELCOME =
  "You're connected! This is Maya's chat in development: I'll write to you here about your matches. Talk to me any time, or say HELP.";

const toMessage = (r: OutboxRow): s.DevChat['messages'][number] => ({
  id: r.id,
  from: r.direction === 'in' ? 'you' : 'maya',
  text: r.text,
  buttons: r.buttons ?? [],
  document: r.document ? { filename: r.document.filename, mime_type: r.document.mimeType, content: r.document.content } : null,
  status: r.status === 'sent' ? 'sent' : r.status === 'failed' ? 'failed' : 'pending',
  at: r.createdAt.toISOString(),
});

/**
 * The embedded messaging app behind `/dev/messenger` (issue 32 item 1): with neither Telegram nor
 * WhatsApp configured, the signed-in person's chat with Maya is here. What the person sends is
 * stored for the inbox exactly as a provider's update would be, with the client's id as the update
 * id (a double submit is stored once), and answered at once; Maya's reply and a tap's answer
 * arrive as the page polls. NOTE: only with the built-in sign-in provider (app.ts), like /dev/outbox.
 */
export async function devMessengerRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser);

  const chat = async (userId: string): Promise<s.DevChat> => ({
    connected: Boolean(await connectedLink(app.db, 'dev', userId)),
    messages: (await chatRows(app.db, userId, 'dev')).map(toMessage),
    waiting: await chatWaiting(app.db, 'dev', userId),
    answers: (await answeredTaps(app.db, 'dev', userId)).map((a) => ({
      client_id: a.updateId.slice(userId.length + 1),
      callback_text: a.answer,
    })),
  });
  const needsChat = async (userId: string) => {
    if (!(await connectedLink(app.db, 'dev', userId))) throw fail(409, 'not_connected', 'Connect the development chat first.');
  };
  /** The chat shows the person's side at once (a provider's app does it itself), then the update waits for the inbox. */
  const accept = async (event: InboundEvent, line: string) => {
    const now = app.messenger.deps.now();
    const copy = { userId: event.address, channel: 'dev' as const, address: event.address, text: line, dedupeKey: `in:${event.updateId}` };
    await recordInbound(app.db, copy, now);
    await app.messenger.accept(event);
  };

  app.get('/api/dev/messenger', { schema: { response: { 200: s.devChatSchema, ...errors } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return chat(signedInUser(req).userId);
  });

  app.post(
    '/api/dev/messenger/connect',
    { schema: { body: z.object({}).nullish(), response: { 200: s.devChatSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      if (!(await connectedLink(app.db, 'dev', userId))) {
        const now = app.messenger.deps.now();
        await connectLink(app.db, userId, 'dev', userId, now);
        await enqueue(app.db, { userId, channel: 'dev', address: userId, text: WELCOME }, now);
        app.messenger.deps.kick();
      }
      return chat(userId);
    },
  );

  app.post(
    '/api/dev/messenger/messages',
    { schema: { body: s.devSendSchema, response: { 200: s.devChatSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      await needsChat(userId);
      const updateId = `${userId}:${req.body.client_id}`;
      await accept({ channel: 'dev', address: userId, updateId, text: req.body.text }, req.body.text);
      return chat(userId);
    },
  );

  app.post(
    '/api/dev/messenger/buttons',
    { schema: { body: s.devTapSchema, response: { 200: s.devChatSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      await needsChat(userId);
      const updateId = `${userId}:${req.body.client_id}`;
      await accept({ channel: 'dev', address: userId, updateId, button: { data: req.body.data } }, `[${req.body.data}]`);
      return chat(userId);
    },
  );
}
