import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../setup/test-db';
import { appWithRouteList, type ListedRoute } from './helpers/route-list';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

type Operation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; description?: string }>;
};
type OpenApiDocument = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** What is missing for one route: its request schema, its response schema, or its place in the document. */
export function undocumented(routes: ListedRoute[], doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const { method, url, schema } of routes) {
    const name = `${method} ${url}`;
    if (!schema?.response) problems.push(`${name}: no response schema`);
    if (BODY_METHODS.has(method) && !schema?.body) problems.push(`${name}: no request (body) schema`);
    const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    if (!operation) {
      problems.push(`${name}: not in the OpenAPI document`);
      continue;
    }
    const answers = Object.entries(operation.responses ?? {});
    const success = answers.filter(([status]) => status.startsWith('2'));
    // A 204 has no body to describe; any other success must carry its schema.
    if (!success.length || success.some(([status, r]) => status !== '204' && !Object.values(r.content ?? {}).some((c) => c.schema))) {
      problems.push(`${name}: no success response schema in the document`);
    }
    if (BODY_METHODS.has(method) && !Object.values(operation.requestBody?.content ?? {}).some((c) => c.schema)) {
      problems.push(`${name}: no request body schema in the document`);
    }
  }
  return problems;
}

describe(`the OpenAPI document on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let routes: ListedRoute[];
  let doc: OpenApiDocument;
  beforeAll(async () => {
    ({ app, routes } = await appWithRouteList());
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(async () => app?.close());

  it('is served at /api/openapi.json as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Maya API');
  });

  it('lists every registered /api route with its request and response schemas', () => {
    // The optional routes are switched on, so the list is the whole API.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/openapi.json',
        'POST /api/auth/signout',
        'POST /api/admin/invite',
        'GET /api/admin/waitlist',
        'GET /api/dev/outbox',
        'POST /api/webhooks/twilio',
        'POST /api/webhooks/telegram',
        'GET /api/invite/status',
        'POST /api/automation',
        'GET /api/profile/follow-up',
        'POST /api/profile/follow-up/answers',
        'POST /api/profile/follow-up/stop',
      ]),
    );
    expect(undocumented(routes, doc)).toEqual([]);
  });

  it('describes only the API (no provider pages, no SPA)', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(new Set(routes.map((r) => r.url)).size);
  });

  it('documents the refusals: a signed-in route its 401, a validation its 400', () => {
    const status = doc.paths['/api/connect/opt-in']?.post?.responses ?? {};
    expect(Object.keys(status)).toEqual(expect.arrayContaining(['200', '400', '401', '409', '429', '502']));
    expect(status['401']?.content?.['application/json']?.schema).toMatchObject({
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    });
  });

  it('would catch a route registered without schemas', () => {
    const bare: ListedRoute[] = [{ method: 'POST', url: '/api/new-thing', schema: undefined }];
    expect(undocumented(bare, doc)).toEqual([
      'POST /api/new-thing: no response schema',
      'POST /api/new-thing: no request (body) schema',
      'POST /api/new-thing: not in the OpenAPI document',
    ]);
  });
});
