import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html (never cached)
 * for every other GET so the client router can take over. API paths keep their JSON 404.
 */
export async function spaPlugin(app: FastifyInstance, opts: { clientDir?: string }) {
  const dir = opts.clientDir;
  const hasClient = dir !== undefined && existsSync(join(dir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (!hasClient || path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'not_found', message: `No route for ${req.method} ${path}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
