import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from '../lib/api-path';
import { skipRequestLog } from './request-log';

/**
 * Serves the built single-page app: hashed assets cached for a year (immutable), the build's
 * precompressed .br/.gz files when the browser accepts them, and for every other GET the page the
 * client router takes over (never cached): index.html, with the landing page prerendered, for /,
 * and the bare shell spa.html (when the build wrote one) for any other path, so a deep link never
 * shows the landing page first. API paths, however spelled, keep their JSON 404. Neither the
 * files nor the pages are written to the request log.
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
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const shell = hasClient && existsSync(join(dir, 'spa.html')) ? 'spa.html' : 'index.html';
  app.setNotFoundHandler((req, reply) => {
    if (!hasClient || isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'not_found', message: `No route for ${req.method} ${pathOf(req.url)}` });
    }
    skipRequestLog(req);
    return reply.header('cache-control', 'no-cache').sendFile(pathOf(req.url) === '/' ? 'index.html' : shell);
  });
}
