import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from '../lib/api-path';
import { skipRequestLog } from './request-log';

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html (never cached)
 * for every other GET so the client router can take over. API paths, however spelled, keep their
 * JSON 404. Neither the files nor index.html are written to the request log.
 */
export async function spaPlugin(app: FastifyInstance, opts: { clientDir?: string }) {
  const dir = opts.clientDir;
  const hasClient = dir !== undefined && existsSync(join(dir, 'index.html'));
  if (hasClient) {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, requestLog: false };
    });
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
    if (!hasClient || isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'not_found', message: `No route for ${req.method} ${pathOf(req.url)}` });
    }
    skipRequestLog(req);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
