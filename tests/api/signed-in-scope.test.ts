import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '../../src/server/plugins/auth';
import { testDriver } from '../setup/test-db';
import { appWithRouteList, type ListedRoute } from './helpers/route-list';
import { ORIGIN } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/**
 * The API routes a signed-out caller may reach. Every other /api route is in the signed-in scope
 * (routes/api/signed-in.ts), so a new route is signed-in unless someone adds it here on purpose.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  'POST /api/auth/signin',
  'POST /api/auth/callback',
  'GET /api/auth/session',
  'POST /api/auth/refresh',
  'POST /api/auth/signout',
  // Telemetry: crash reports and analytics arrive signed out too (routes/api/telemetry).
  'POST /api/analytics/track',
  'POST /api/metrics',
  // Their own credentials: the admin bearer token, Twilio's signature, the outbox's own lookup.
  'POST /api/admin/invite',
  'POST /api/admin/approve',
  'GET /api/admin/waitlist',
  'POST /api/admin/seed-members',
  'POST /api/admin/remove-demo-members',
  'GET /api/admin/reports',
  'POST /api/webhooks/twilio',
  // Telegram's updates: its secret header instead of a session (routes/webhooks/telegram.ts).
  'POST /api/webhooks/telegram',
  'GET /api/dev/outbox',
  // The phone's chat: a link's token, then its own chat cookie (routes/api/mobile-chat/chat-routes.ts).
  'POST /api/mobile-chat/session',
  'GET /api/mobile-chat/session',
  'POST /api/mobile-chat/messages',
  'POST /api/mobile-chat/voice',
  'POST /api/mobile-chat/speech',
  // A date plan a member shared with a friend: the link's own unguessable token (issue 42 item 4, ADR 056).
  'GET /api/shared-plans/:token',
]);

describe(`the signed-in scope on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let signedIn: ListedRoute[];
  beforeAll(async () => {
    const listed = await appWithRouteList();
    app = listed.app;
    signedIn = listed.routes.filter((r) => !PUBLIC.has(`${r.method} ${r.url}`));
  });
  afterAll(async () => app?.close());

  it("holds every screen's API", () => {
    expect(signedIn.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/flow',
        'GET /api/assessment',
        'GET /api/invite/status',
        'GET /api/profile',
        'GET /api/profile/follow-up',
        'POST /api/profile/follow-up/answers',
        'POST /api/profile/follow-up/stop',
        'POST /api/simulation/match',
        'POST /api/invite/waitlist',
        'POST /api/handoff/init',
        'GET /api/connect/status',
        'GET /api/automation',
      ]),
    );
    expect(signedIn.length).toBeGreaterThanOrEqual(18);
  });

  it('answers 401 on every signed-in route to a signed-out caller', async () => {
    const answers: Record<string, unknown> = {};
    for (const { method, url } of signedIn) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: { origin: ORIGIN },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      answers[`${method} ${url}`] = [res.statusCode, res.json()];
    }
    const expected = Object.fromEntries(
      signedIn.map(({ method, url }) => [`${method} ${url}`, [401, { code: 'not_signed_in', message: NOT_SIGNED_IN }]]),
    );
    expect(answers).toEqual(expected);
  });

  it('refuses before reading the body: a malformed one still gets the 401', async () => {
    for (const { url } of signedIn.filter((r) => r.method === 'POST')) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{"not json',
      });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('answers a session cookie that names no session with the same 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/flow', headers: { origin: ORIGIN, cookie: 'maya_at=forged-token' } });
    expect([res.statusCode, res.json()]).toEqual([401, { code: 'not_signed_in', message: NOT_SIGNED_IN }]);
  });
});
