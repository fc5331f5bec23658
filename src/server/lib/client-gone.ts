import type { FastifyReply } from 'fastify';
import { fail } from './route-errors';

/**
 * A signal that aborts when the client leaves before its answer has finished, so work done for it
 * (a model call, reading a run's events) stops instead of answering no one. `release` stops listening.
 * NOTE: the reply's `close`, not the request's: Node 20 emits the request's `close` as soon as its
 * body has been read, which aborted every chat turn while Maya's reply was still streaming (issue 30).
 */
export function untilClientLeaves(reply: FastifyReply): { signal: AbortSignal; release: () => void } {
  const gone = new AbortController();
  // 499 (client closed request): a 4xx, so nobody is paged for a closed tab.
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort(fail(499, 'client_closed_request', 'The client went away'));
  };
  reply.raw.on('close', onClose);
  return { signal: gone.signal, release: () => reply.raw.off('close', onClose) };
}

/** Runs `work` with untilClientLeaves' signal, listening only while it runs. */
export async function whileClientStays<T>(reply: FastifyReply, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { signal, release } = untilClientLeaves(reply);
  try {
    return await work(signal);
  } finally {
    release();
  }
}
