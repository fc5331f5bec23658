import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The document's outline; the rest (schemas of every route) passes through as @fastify/swagger made it. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /api/openapi.json: the OpenAPI document generated from the routes' own schemas (plugins/openapi.ts). */
export async function openApiRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/openapi.json',
    { schema: { response: { 200: openApiDocumentSchema } } },
    async () => app.swagger() as z.input<typeof openApiDocumentSchema>,
  );
}
