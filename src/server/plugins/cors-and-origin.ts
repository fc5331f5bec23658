import cors from '@fastify/cors';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** CORS for an allowlist of origins, with credentials; the preflight is cached 86400 s. */
export async function corsPolicy(app: FastifyInstance, opts: { origins: string[] }) {
  await app.register(cors, {
    origin: opts.origins,
    credentials: true,
    maxAge: 86_400,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}

/**
 * CSRF defence for every state-changing request to the routes it is hooked to: a browser request
 * must come from an allowed Origin. Requests with neither Origin nor a session cookie (curl,
 * server-to-server webhooks) carry no ambient authority and pass.
 */
export function originCheck(opts: { origins: string[]; sessionCookies: string[] }): onRequestAsyncHookHandler {
  const allowed = new Set(opts.origins);
  return async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin ?? originOf(req.headers.referer);
    const hasSession = opts.sessionCookies.some((name) => req.cookies[name] !== undefined);
    if (origin === undefined ? hasSession : !allowed.has(origin)) {
      return reply.code(403).send({ code: 'forbidden_origin', message: 'This request was blocked because it did not come from Maya.' });
    }
  };
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
