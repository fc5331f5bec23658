import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../../lib/sse';
import { chatTurn, type ChatTurnInput } from '../../../services/mobile-chat/chat-turn';

/** Streams one chat turn as server-sent events; a failure after the stream opened is an `error` event. */
export async function streamTurn(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, input: ChatTurnInput) {
  const abort = new AbortController();
  req.raw.once('close', () => abort.abort());
  const stream = openEventStream(reply);
  try {
    for await (const { event, data } of chatTurn(app.db, app.ai, input, abort.signal)) stream.send(event, data);
  } catch (err) {
    req.log.error({ err }, 'mobile chat turn failed');
    stream.send('error', { code: 'message_failed', message: 'Failed to send message. Please try again.' });
  } finally {
    stream.end();
  }
}
