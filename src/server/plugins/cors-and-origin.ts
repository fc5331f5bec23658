import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS for an allowlist of origins (preflight cached 86400 s), and CSRF defence for every
 * state-changing request: a browser request must come from an allowed Origin. Requests with
 * neither Origin nor a session cookie (curl, server-to-server webhooks) carry no ambient
 * authority and pass.
 */
export async function corsAndOrigin(app: FastifyInstance, opts: { origins: string[]; sessionCookies: string[] }) {
  const allowed = new Set(opts.origins);
  await app.register(cors, { origin: [...allowed], credentials: true, maxAge: 86_400, methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] });

  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin ?? originOf(req.headers.referer);
    const hasSession = opts.sessionCookies.some((name) => req.cookies[name] !== undefined);
    if (origin === undefined ? hasSession : !allowed.has(origin)) {
      return reply.code(403).send({ code: 'forbidden_origin', message: 'This request was blocked because it did not come from Maya.' });
    }
  });
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
