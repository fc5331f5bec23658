import type { FastifyReply } from 'fastify';

/** One server-sent event frame; with an id, a reconnecting EventSource sends it back as Last-Event-ID. */
export const sseFrame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Takes over the response for a text/event-stream answer; returns a writer that ignores a closed socket. */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  return {
    send: (event: string, data: unknown, id?: number) => {
      if (!res.writableEnded && !res.destroyed) res.write(sseFrame(event, data, id));
    },
    /** A raw line such as `retry: 1000` or a `: keep-alive` comment. */
    write: (text: string) => {
      if (!res.writableEnded && !res.destroyed) res.write(text);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  };
}
