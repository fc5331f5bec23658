import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../setup/test-db';
import { appWithRouteList, type ListedRoute } from './helpers/route-list';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** Each `:param` of the route filled with `value`. */
const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

/** Issue 40 item 3: a path id the router cannot read is refused in the app's own `{ code, message }`, never echoed back. */
describe(`bad path ids on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let withIds: ListedRoute[];

  beforeAll(async () => {
    const listed = await appWithRouteList();
    app = listed.app;
    await app.ready();
    withIds = listed.routes.filter((r) => r.url.includes('/:'));
  });
  afterAll(async () => app?.close());

  it('finds the routes that take an id in their path', () => {
    expect(withIds.length).toBeGreaterThanOrEqual(7);
  });

  it.each([
    ['a path that does not decode', '%ED%A0%80', 400, 'invalid_request'],
    ['an id over the router’s length limit', 'a'.repeat(300), 414, 'uri_too_long'],
  ])('answers %s with the app’s error shape on every such route', async (_name, value, status, code) => {
    for (const route of withIds) {
      const url = withParams(route.url, value);
      const res = await app.inject({ method: route.method as 'GET', url });
      expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status });
      const body = res.json() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
      expect(body.code).toBe(code);
      expect(res.body).not.toContain(value.slice(0, 20));
      expect(res.body).not.toContain('FST_ERR');
    }
  });
});
