import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../../lib/sse';
import { chatTurn, type ChatTurnInput } from '@server/modules/conversation';

/**
 * Streams one chat turn as server-sent events; a failure after the stream opened is an `error` event.
 * `signal` (from whileClientStays) stops the model call when the phone goes away.
 */
export async function streamTurn(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  input: ChatTurnInput,
  signal: AbortSignal,
) {
  const stream = openEventStream(reply);
  try {
    for await (const { event, data } of chatTurn(app.db, app.ai, input, { log: req.log, signal })) stream.send(event, data);
  } catch (err) {
    req.log.error({ err }, 'mobile chat turn failed');
    stream.send('error', { code: 'message_failed', message: 'Failed to send message. Please try again.' });
  } finally {
    stream.end();
  }
}
