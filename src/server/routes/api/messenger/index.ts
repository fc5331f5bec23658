import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as s from '@shared/schemas/messenger';
import { signedInUser } from '../../../plugins/auth';
import { createConnectToken, disconnectLink, linksOf, setPreferred, cancelPending, enqueue, heldCount } from '@server/modules/channels';
import { errorResponses, fail } from '../../../lib/route-errors';

const errors = errorResponses(400, 401, 409);
const GOODBYE = "You've disconnected this chat from Maya. I won't write here any more; you can reconnect any time on your Maya page.";

/** The person's messaging-app connections (issue 32 item 2): list, choose where Maya writes, disconnect. Signed in. */
export async function messengerRoutes(instance: FastifyInstance, opts: { devChat: boolean }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const now = () => app.messenger.deps.now();

  const view = async (userId: string): Promise<s.MessengerConnections> => {
    const links = await linksOf(app.db, userId);
    // A fresh one-time link each time it is shown: an old one still works until used or 24 h old.
    const telegram = app.messenger.deps.transports.telegram ? await createConnectToken(app.db, userId, now()) : null;
    const connections = [];
    for (const l of links) {
      const connected = l.status === 'connected';
      connections.push({
        channel: l.channel as s.MessengerChannel,
        status: connected ? ('connected' as const) : ('disconnected' as const),
        preferred: l.preferred,
        connected_at: l.connectedAt.toISOString(),
        time_zone: l.timeZone,
        waiting: connected ? await heldCount(app.db, userId, l.channel) : 0,
      });
    }
    return {
      connections,
      telegram_link: telegram ? `https://t.me/${app.messenger.deps.telegramUsername()}?start=${telegram}` : null,
      dev_chat: opts.devChat,
    };
  };

  app.get('/api/messenger/connections', { schema: { response: { 200: s.connectionsSchema, ...errors } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return view(signedInUser(req).userId);
  });

  app.put(
    '/api/messenger/preferred',
    { schema: { body: s.channelRequestSchema, response: { 200: s.connectionsSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      if (!(await setPreferred(app.db, userId, req.body.channel))) throw fail(409, 'not_connected', 'That chat is not connected.');
      return view(userId);
    },
  );

  app.post(
    '/api/messenger/disconnect',
    { schema: { body: s.channelRequestSchema, response: { 200: s.connectionsSchema, ...errors } } },
    async (req) => {
      const { userId } = signedInUser(req);
      const at = now();
      const gone = await disconnectLink(app.db, userId, req.body.channel, at);
      if (!gone) throw fail(409, 'not_connected', 'That chat is not connected.');
      await cancelPending(app.db, userId, gone.channel, 'disconnected by the person');
      await enqueue(app.db, { userId, channel: req.body.channel, address: gone.address, text: GOODBYE }, at);
      app.messenger.deps.kick();
      return view(userId);
    },
  );
}
