import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDriver } from '../setup/test-db';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const TOKEN = 'a'.repeat(32);
const ADMIN = { authorization: `Bearer ${TOKEN}` };
const ADA = { email: 'ada@example.com', name: 'Ada Lovelace' };
const BOB = { email: 'bob@example.com', name: 'Bob Builder' };

type Entry = { kind: string; recipient: string; body: string; subject: string | null };

describe(`the development outbox on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  /** Ada and Bob each register a number; then Ada is approved by e-mail. */
  async function twoPeopleWithMessages() {
    app = await createTestApp({}, { adminToken: TOKEN });
    const ada = await signIn(app, ADA);
    const bob = await signIn(app, BOB);
    expect((await ada.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: '+14155550101' } })).statusCode).toBe(
      200,
    );
    expect((await bob.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: '+14155550202' } })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'POST', url: '/api/admin/approve', headers: ADMIN, payload: { email: ADA.email } })).json()).toEqual(
      { result: 'approved' },
    );
    return { ada, bob };
  }

  it('answers a signed-out visitor with 401 and no data: JSON on the API, a sign-in page on /dev/outbox', async () => {
    await twoPeopleWithMessages();
    const api = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ code: 'not_signed_in', message: 'Please log in to continue' });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(401);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sign in');
    for (const secret of ['+14155550101', '+14155550202', 'ada@example.com', 'Reply YES']) expect(page.body).not.toContain(secret);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { cookie: 'maya_at=not-a-session', authorization: 'Bearer wrong' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("shows each person their own messages only, including the approval e-mail, never anyone else's", async () => {
    const { ada, bob } = await twoPeopleWithMessages();
    const adas: Entry[] = (await ada.request({ method: 'GET', url: '/api/dev/outbox' })).json().entries;
    expect(adas.map((e) => [e.kind, e.recipient]).sort()).toEqual([
      ['email', 'ada@example.com'],
      ['message', '+14155550101'],
    ]);
    const bobs: Entry[] = (await bob.request({ method: 'GET', url: '/api/dev/outbox' })).json().entries;
    expect(bobs.map((e) => [e.kind, e.recipient])).toEqual([['message', '+14155550202']]);

    const adaPage = await ada.request({ method: 'GET', url: '/dev/outbox' });
    expect(adaPage.statusCode).toBe(200);
    expect(adaPage.body).toContain('+14155550101');
    expect(adaPage.body).toContain('You&#39;re in');
    // Delivered into the outbox: sent, and the e-mail's link opens the app.
    expect(adaPage.body).not.toMatch(/class="status">pending/);
    expect(adaPage.body.match(/class="status">sent</g)).toHaveLength(2);
    expect(adaPage.body).toMatch(/<a href="http:\/\/[^"]+\/connections">http:\/\/[^<]+\/connections<\/a>/);
    expect(adaPage.body).not.toContain('+14155550202');
    const bobPage = await bob.request({ method: 'GET', url: '/dev/outbox' });
    expect(bobPage.body).toContain('+14155550202');
    expect(bobPage.body).not.toContain('+14155550101');
    expect(bobPage.body).not.toContain('ada@example.com');
  });

  it('shows everything to the admin token', async () => {
    await twoPeopleWithMessages();
    const all: Entry[] = (await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: ADMIN })).json().entries;
    expect(all.map((e) => e.recipient).sort()).toEqual(['+14155550101', '+14155550202', 'ada@example.com']);
    const page = await app.inject({ method: 'GET', url: '/dev/outbox', headers: ADMIN });
    expect(page.body).toContain('+14155550101');
    expect(page.body).toContain('+14155550202');
  });

  it.each([
    ['Google', { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }],
    ['an OpenID Connect issuer', { OIDC_ISSUER_URL: 'https://issuer.example', OIDC_CLIENT_ID: 'maya' }],
    ['Google in production', { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }],
  ])('does not exist with %s signing people in', async (_name, config) => {
    app = await createTestApp(config, { adminToken: TOKEN });
    for (const url of ['/dev/outbox', '/api/dev/outbox']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url, headers: ADMIN })).statusCode).toBe(404);
    }
  });
});
