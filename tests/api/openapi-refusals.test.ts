import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT } from '../../src/server/app';
import { VOICE_BODY_LIMIT } from '../../src/server/routes/api/mobile-chat/voice-routes';
import { testDriver } from '../setup/test-db';
import { newChatLink, phoneWith } from './helpers/mobile-chat';
import { ADMIN_TOKEN, appWithRouteList, type ListedRoute } from './helpers/route-list';
import { ORIGIN } from './helpers/test-app';
import { TELEGRAM_SECRET } from './helpers/fake-telegram-api';
import { signIn, type Browser } from './helpers/sign-in';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

type OpenApiDocument = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> }; responses?: Record<string, unknown> }>>;
};

const TAKES_A_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Over the largest body any route takes (the voice route's recording limit). */
const OVER_EVERY_BODY_LIMIT = Math.max(API_BODY_LIMIT, VOICE_BODY_LIMIT) + 1;
const ANY_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const concrete = (url: string) => url.replace(/:\w+/g, ANY_ID);
const operationOf = (doc: OpenApiDocument, { method, url }: ListedRoute) =>
  doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
const declared = (doc: OpenApiDocument, route: ListedRoute) => Object.keys(operationOf(doc, route)?.responses ?? {});

async function fetchDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every string is some form, so a form route can only refuse the body's fields or its sender, not its syntax. */
const EVERY_BODY_PARSES = new Set(['application/x-www-form-urlencoded']);

/** A body of `contentType` that no route can accept: cut-off JSON, or bytes that are not what the type says. */
const malformed = (contentType: string) => (contentType.includes('json') ? '{"cut off": ' : Buffer.from('not what the type says'));

describe(`the refusals the OpenAPI document declares, checked against the app on ${testDriver()}`, () => {
  describe('a malformed body', () => {
    let app: FastifyInstance;
    let routes: ListedRoute[];
    let doc: OpenApiDocument;
    let desktop: Browser;
    let phone: Browser;
    beforeAll(async () => {
      ({ app, routes } = await appWithRouteList());
      doc = await fetchDocument(app);
      desktop = await signIn(app);
      ({ phone } = await phoneWith(app, (await newChatLink(desktop)).token));
    });
    afterAll(async () => app?.close());

    /** The admin's token on admin routes, Telegram's secret on its webhook: so the body is what gets refused. */
    const credentials = (url: string) =>
      url.startsWith('/api/admin/')
        ? { authorization: `Bearer ${ADMIN_TOKEN}` }
        : url === '/api/webhooks/telegram'
          ? { 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET }
          : {};

    /** As a signed-in person whose phone holds a chat session (and with the route's own credentials), so the body is what gets refused. */
    const send = (route: ListedRoute, contentType: string) => {
      const url = concrete(route.url);
      const cookie = [desktop.jar.header(url), phone.jar.header(url)].filter(Boolean).join('; ');
      return app.inject({
        method: route.method as 'POST',
        url,
        payload: malformed(contentType),
        headers: { origin: ORIGIN, cookie, 'content-type': contentType, ...credentials(url) },
      });
    };

    it('gets, from every route that takes one, a 400 the route declares (a form route: a refusal it declares)', async () => {
      const bodyRoutes = routes.filter((r) => TAKES_A_BODY.has(r.method) && r.schema?.body);
      expect(bodyRoutes.length).toBeGreaterThan(20);
      const problems: string[] = [];
      for (const route of bodyRoutes) {
        const contentTypes = Object.keys(operationOf(doc, route)?.requestBody?.content ?? {});
        if (!contentTypes.length) problems.push(`${route.method} ${route.url}: no request body content type documented`);
        for (const contentType of contentTypes) {
          const { statusCode } = await send(route, contentType);
          const expected = EVERY_BODY_PARSES.has(contentType) ? statusCode >= 400 && statusCode < 500 : statusCode === 400;
          if (!expected || !declared(doc, route).includes(String(statusCode)))
            problems.push(
              `${route.method} ${route.url} (${contentType}): answered ${statusCode}, declares ${declared(doc, route).join(' ')}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });

    it('gets a 413 for a body over the limit and a 415 for a type it does not take, from every body route, both declared', async () => {
      const problems: string[] = [];
      for (const route of routes.filter((r) => TAKES_A_BODY.has(r.method) && r.schema?.body)) {
        const url = concrete(route.url);
        const cookie = [desktop.jar.header(url), phone.jar.header(url)].filter(Boolean).join('; ');
        const headers = { origin: ORIGIN, cookie, ...credentials(url) };
        const contentType = Object.keys(operationOf(doc, route)?.requestBody?.content ?? {})[0] ?? 'application/json';
        const tooLarge = await app.inject({
          method: route.method as 'POST',
          url,
          payload: Buffer.alloc(OVER_EVERY_BODY_LIMIT, 0x20),
          headers: { ...headers, 'content-type': contentType },
        });
        const unknownType = await app.inject({
          method: route.method as 'POST',
          url,
          payload: '<body/>',
          headers: { ...headers, 'content-type': 'application/xml' },
        });
        for (const [want, { statusCode }] of [
          [413, tooLarge],
          [415, unknownType],
        ] as const)
          if (statusCode !== want || !declared(doc, route).includes(String(want)))
            problems.push(
              `${route.method} ${route.url}: answered ${statusCode} for a ${want} case, declares ${declared(doc, route).join(' ')}`,
            );
      }
      expect(problems).toEqual([]);
    });

    it('declares on every route the 503 a write answers when the database connection drops', () => {
      // tests/api/database-connection.test.ts provokes it on PostgreSQL; any route may write a log or a session.
      const undeclared = routes.filter((route) => !declared(doc, route).includes('503')).map((r) => `${r.method} ${r.url}`);
      expect(undeclared).toEqual([]);
    });

    it('documents the voice route with the audio/wav body it takes', () => {
      const voice = doc.paths['/api/mobile-chat/voice']?.post;
      expect(Object.keys(voice?.requestBody?.content ?? {})).toEqual(['audio/wav', 'audio/wave', 'audio/x-wav']);
      expect(voice?.requestBody?.content?.['audio/wav']).toMatchObject({ schema: { type: 'string', format: 'binary' } });
    });
  });

  describe('a client over the rate limit', () => {
    let app: FastifyInstance;
    let routes: ListedRoute[];
    let doc: OpenApiDocument;
    beforeAll(async () => {
      ({ app, routes } = await appWithRouteList({ RATE_LIMIT_MAX: '1' }));
      doc = await fetchDocument(app); // The one request the limit allows.
    });
    afterAll(async () => app?.close());

    it('gets a 429 from every route, and every route declares it', async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const { statusCode } = await app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { origin: ORIGIN } });
        if (statusCode !== 429 || !declared(doc, route).includes('429'))
          problems.push(`${route.method} ${route.url}: answered ${statusCode}, declares ${declared(doc, route).join(' ')}`);
      }
      expect(routes.length).toBeGreaterThan(40);
      expect(problems).toEqual([]);
    });
  });
});
