import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorResponses } from '../routes/route-errors';

const TAKES_A_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const takesABody = (route: RouteOptions) => [route.method].flat().some((method) => TAKES_A_BODY.has(method)) && Boolean(route.schema?.body);

/**
 * The refusals every API route can give without its own code saying so, added to each route's
 * response schema (so the OpenAPI document and the serializer both know them): 429 from the rate
 * limit in front of every route (rate-limit.ts), and 400 for a route taking a body, which the body
 * parser and validation answer before the handler runs. A route's own entry for either status wins.
 * NOTE: the schema is changed in place, not replaced: @fastify/swagger keeps the route's options from
 * its own onRoute hook (which runs first) and reads the schema only when the document is built.
 */
export function declareCommonRefusals(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    // A route without a response schema is refused by tests/api/openapi.test.ts; this must not hide it.
    if (!route.schema?.response) return;
    const refusals = takesABody(route) ? errorResponses(400, 429) : errorResponses(429);
    route.schema.response = { ...refusals, ...(route.schema.response as object) };
  });
}
