import type { FastifyReply } from 'fastify';
import { fail } from '../../route-errors';

/**
 * Runs `work` with a signal that aborts when the client leaves before its answer has finished, so a
 * model call stops instead of answering no one.
 * NOTE: the reply's `close`, not the request's: Node 20 emits the request's `close` as soon as its
 * body has been read, which aborted every chat turn while Maya's reply was still streaming (issue 30).
 */
export async function whileClientStays<T>(reply: FastifyReply, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const gone = new AbortController();
  // 499 (client closed request): a 4xx, so nobody is paged for a closed tab.
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort(fail(499, 'client_closed_request', 'The client went away'));
  };
  reply.raw.on('close', onClose);
  try {
    return await work(gone.signal);
  } finally {
    reply.raw.off('close', onClose);
  }
}
