import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers requests to the app's own origin in-process (app.inject) and sends the rest
 * to the network. The built-in provider lives inside this server, so signing in never needs a
 * socket round-trip to itself, and tests work without listening.
 */
export function selfFetch(app: FastifyInstance, origin: string): typeof fetch {
  const host = new URL(origin).host;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return fetch(request);
    const headers = Object.fromEntries(request.headers);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host },
      payload: body,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}
