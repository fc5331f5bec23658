import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** The contract's version (the URLs are fixed by the spec); not the package's. */
const API_VERSION = '1.0.0';
const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/**
 * Collects every route's zod schemas into an OpenAPI 3.1 document (`app.swagger()`), served by
 * routes/api/openapi.ts. Only the API is described: the provider's pages and the SPA are hidden.
 * NOTE: registered before any route, since @fastify/swagger learns routes from its onRoute hook.
 */
export async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maya API',
        version: API_VERSION,
        description: 'The API behind the Maya web app. Signed-in routes answer 401 without the session cookie.',
      },
    },
    transform: (document) => (document.url.startsWith('/api/') ? zodToOpenApi(document) : { schema: { hide: true }, url: document.url }),
  });
}
