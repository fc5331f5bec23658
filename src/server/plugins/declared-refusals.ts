import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorResponses } from '../lib/route-errors';

const TAKES_A_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const takesABody = (route: RouteOptions) => [route.method].flat().some((method) => TAKES_A_BODY.has(method)) && Boolean(route.schema?.body);

/**
 * The refusals every API route can give without its own code saying so, added to each route's
 * response schema (so the OpenAPI document and the serializer both know them): 429 from the rate
 * limit in front of every route (rate-limit.ts), 503 when the database connection drops under a write
 * (plugins/error-handler.ts), and for a route taking a body 400, 413 and 415, which the body parser
 * and validation answer before the handler runs. A route's own entry for any of them wins.
 * NOTE: the schema is changed in place, not replaced: @fastify/swagger keeps the route's options from
 * its own onRoute hook (which runs first) and reads the schema only when the document is built.
 */
export function declareCommonRefusals(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    // A route without a response schema is refused by tests/api/openapi.test.ts; this must not hide it.
    if (!route.schema?.response) return;
    const refusals = takesABody(route) ? errorResponses(400, 413, 415, 429, 503) : errorResponses(429, 503);
    route.schema.response = { ...refusals, ...(route.schema.response as object) };
  });
}
