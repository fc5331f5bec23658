import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/server/db/schema';
import { hashToken } from '../../src/server/lib/tokens';
import { ACCESS_GRACE_MS, REFRESH_REUSE_INTERVAL_MS } from '../../src/server/modules/sessions/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { browser, signIn, startSignInAtProvider } from './helpers/sign-in';
import { ORIGIN, createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

describe(`sign-in and sessions on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
  });

  const db = async () => (await getTestDatabase()).db;

  it('signs a new person in through the built-in provider and creates their profile', async () => {
    const b = await signIn(app, { email: 'Grace@Example.com', name: 'Grace Hopper' });
    expect(b.session.redirect_to).toBe('/beta');
    expect(b.session.session.user).toMatchObject({ email: 'grace@example.com', display_name: 'Grace Hopper' });
    const [profile] = await (await db()).select().from(t.profiles);
    expect(profile).toMatchObject({ displayName: 'Grace Hopper', inviteStatus: 'not_invited', email: 'grace@example.com' });
    const [user] = await (await db()).select().from(t.users);
    expect(user!.issuer).toBe('http://localhost:3000/dev-idp');
    const res = await b.request({ method: 'GET', url: '/api/auth/session' });
    expect(res.json().session.user.id).toBe(user!.id);
    const events = await (await db()).select().from(t.securityEvents);
    expect(events.map((e) => e.eventType)).toEqual(['auth_success']);
    const feed = await (await db()).select().from(t.activityFeed);
    expect(feed[0]).toMatchObject({ userId: user!.id, activityType: 'security_event' });
  });

  it('keeps one person per (issuer, subject) across sign-ins, without duplicating the profile', async () => {
    await signIn(app, { email: 'ada@example.com', name: 'Ada' });
    await signIn(app, { email: 'ada@example.com', name: 'Ada L.' });
    expect(await (await db()).select().from(t.users)).toHaveLength(1);
    const [profile] = await (await db()).select().from(t.profiles);
    expect(profile!.displayName).toBe('Ada');
  });

  it('stores tokens only as hashes, in httpOnly SameSite cookies', async () => {
    const b = await signIn(app);
    const access = b.jar.get('maya_at')!;
    const [session] = await (await db()).select().from(t.sessions);
    expect(session!.accessTokenHash).toBe(hashToken(access));
    expect(JSON.stringify(session)).not.toContain(access);
    const start = await browser(app).request({ method: 'POST', url: '/api/auth/signin', payload: {} });
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly/);
  });

  it('refuses a reused state (the flow is single use) and logs oauth_state_mismatch as HIGH', async () => {
    const b = browser(app);
    const query = await startSignInAtProvider(b, { email: 'a@example.com', name: 'A' });
    const flowCookie = b.jar.get('maya_oauth')!;
    expect((await b.request({ method: 'POST', url: '/api/auth/callback', payload: { query } })).statusCode).toBe(200);
    b.jar.set('maya_oauth', flowCookie, '/api/auth');
    const replay = await b.request({ method: 'POST', url: '/api/auth/callback', payload: { query } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ code: 'invalid_state', message: 'Authentication failed. Please try again.' });
    const events = await (await db()).select().from(t.securityEvents).where(eq(t.securityEvents.eventType, 'oauth_state_mismatch'));
    expect(events[0]!.riskLevel).toBe('HIGH');
  });

  it('refuses a callback whose state was started in another browser (login CSRF)', async () => {
    const attacker = browser(app);
    const query = await startSignInAtProvider(attacker, { email: 'mallory@example.com', name: 'Mallory' });
    const victim = browser(app);
    const res = await victim.request({ method: 'POST', url: '/api/auth/callback', payload: { query } });
    expect(res.json().code).toBe('invalid_state');
    expect(victim.jar.get('maya_at')).toBeUndefined();
  });

  it('answers a tampered code with callback_failed and logs auth_failure as MEDIUM', async () => {
    const b = browser(app);
    const query = await startSignInAtProvider(b, { email: 'a@example.com', name: 'A' });
    const tampered = query.replace(/code=[^&]+/, 'code=forged');
    const res = await b.request({ method: 'POST', url: '/api/auth/callback', payload: { query: tampered } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'callback_failed', message: 'Sign-in was interrupted. Please try again.' });
    const [event] = await (await db()).select().from(t.securityEvents).where(eq(t.securityEvents.eventType, 'auth_failure'));
    expect(event!.riskLevel).toBe('MEDIUM');
  });

  const refreshWith = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {}, headers: { origin: ORIGIN, cookie: `maya_rt=${refreshToken}` } });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => res.cookies.find((c) => c.name === name)?.value;
  const sessionRow = async () => (await (await db()).select().from(t.sessions))[0]!;

  it('rotates the refresh token, and one reused after the reuse interval revokes the whole session', async () => {
    const b = await signIn(app);
    const firstRefresh = b.jar.get('maya_rt')!;
    const refreshed = await b.request({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(refreshed.statusCode).toBe(200);
    expect(b.jar.get('maya_rt')).not.toBe(firstRefresh);
    const currentAccess = b.jar.get('maya_at')!;
    // An attacker replays the first refresh token once the reuse interval is over.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + REFRESH_REUSE_INTERVAL_MS + 1 });
    const thief = browser(app);
    thief.jar.set('maya_rt', firstRefresh, '/api/auth');
    const stolen = await thief.request({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().message).toBe('Session validation failed. Please try again.');
    // The legitimate browser's current tokens died with the session.
    const after = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `maya_at=${currentAccess}` } });
    expect(after.json().session).toBeNull();
    expect((await b.request({ method: 'POST', url: '/api/auth/refresh', payload: {} })).statusCode).toBe(401);
    expect(await sessionRow()).toMatchObject({ revokedReason: 'refresh_token_reused' });
    const [event] = await (await db()).select().from(t.securityEvents).where(eq(t.securityEvents.eventType, 'auth_failure'));
    expect(event!.riskLevel).toBe('HIGH');
  });

  it("keeps the access token a refresh replaced working for 30 s (another tab's requests in flight), then refuses it; sign-out ends it at once", async () => {
    const b = await signIn(app);
    const old = b.jar.get('maya_at')!;
    const withToken = (access: string) => app.inject({ method: 'GET', url: '/api/flow', headers: { cookie: `maya_at=${access}` } });
    expect((await b.request({ method: 'POST', url: '/api/auth/refresh', payload: {} })).statusCode).toBe(200);
    expect(b.jar.get('maya_at')).not.toBe(old);
    expect((await withToken(old)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ACCESS_GRACE_MS + 1 });
    expect((await withToken(old)).statusCode).toBe(401);
    expect((await withToken(b.jar.get('maya_at')!)).statusCode).toBe(200);
    vi.useRealTimers();

    const other = await signIn(app, { email: 'second@example.com', name: 'Second' });
    const before = other.jar.get('maya_at')!;
    expect((await other.request({ method: 'POST', url: '/api/auth/refresh', payload: {} })).statusCode).toBe(200);
    expect((await other.request({ method: 'POST', url: '/api/auth/signout', payload: {} })).statusCode).toBeLessThan(300);
    expect((await withToken(before)).statusCode).toBe(401);
  });

  it('gives a retry within the reuse interval the same successor, and the session lives on', async () => {
    const b = await signIn(app);
    const first = b.jar.get('maya_rt')!;
    const answer = await refreshWith(first);
    expect(answer.statusCode).toBe(200);
    // The answer was lost; the browser retries with the token it still holds, 9 s later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + REFRESH_REUSE_INTERVAL_MS - 1000 });
    const retry = await refreshWith(first);
    expect(retry.statusCode).toBe(200);
    expect(cookieOf(retry, 'maya_rt')).toBe(cookieOf(answer, 'maya_rt'));
    expect(cookieOf(retry, 'maya_at')).toBe(cookieOf(answer, 'maya_at'));
    expect(retry.json().session.expires_at).toBe(answer.json().session.expires_at);
    const access = cookieOf(retry, 'maya_at')!;
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `maya_at=${access}` } })).json().session,
    ).not.toBeNull();
    expect((await refreshWith(cookieOf(retry, 'maya_rt')!)).statusCode).toBe(200);
    expect(await sessionRow()).toMatchObject({ revokedAt: null });
  });

  it('gives a slow tab the pair the session holds now, even after another tab rotated twice', async () => {
    const b = await signIn(app);
    const first = b.jar.get('maya_rt')!;
    const second = cookieOf(await refreshWith(first), 'maya_rt')!;
    const third = await refreshWith(second);
    const slowTab = await refreshWith(first);
    expect(slowTab.statusCode).toBe(200);
    expect(cookieOf(slowTab, 'maya_rt')).toBe(cookieOf(third, 'maya_rt'));
    expect(cookieOf(slowTab, 'maya_at')).toBe(cookieOf(third, 'maya_at'));
    expect((await sessionRow()).accessTokenHash).toBe(hashToken(cookieOf(slowTab, 'maya_at')!));
  });

  it('answers 20 parallel refreshes with one token with one successor, without signing the person out', async () => {
    const b = await signIn(app);
    const token = b.jar.get('maya_rt')!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => refreshWith(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => cookieOf(r, 'maya_rt'))).size).toBe(1);
    expect(new Set(answers.map((r) => cookieOf(r, 'maya_at'))).size).toBe(1);
    const session = await sessionRow();
    expect(session.revokedAt).toBeNull();
    expect(session.accessTokenHash).toBe(hashToken(cookieOf(answers[0]!, 'maya_at')!));
    // One rotation happened: the first token and its one successor.
    expect(await (await db()).select().from(t.refreshTokens)).toHaveLength(2);
    expect((await refreshWith(cookieOf(answers[0]!, 'maya_rt')!)).statusCode).toBe(200);
  });

  it('treats a session past its 24 h life as expired and logs session_expired', async () => {
    const b = await signIn(app);
    const past = new Date(Date.now() - 1000);
    await (await db()).update(t.sessions).set({ expiresAt: past, accessExpiresAt: past });
    expect((await b.request({ method: 'GET', url: '/api/auth/session' })).json()).toEqual({ session: null, can_refresh: true });
    const res = await b.request({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(res.statusCode).toBe(401);
    const events = await (await db()).select().from(t.securityEvents).where(eq(t.securityEvents.eventType, 'session_expired'));
    expect(events).toHaveLength(1);
  });

  it('signs out at once: the access token stops working immediately', async () => {
    const b = await signIn(app);
    const access = b.jar.get('maya_at')!;
    expect((await b.request({ method: 'POST', url: '/api/auth/signout', payload: {} })).statusCode).toBe(204);
    const res = await app.inject({ method: 'GET', url: '/api/flow', headers: { cookie: `maya_at=${access}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue');
  });

  it('signs in end to end behind a TLS proxy (PUBLIC_URL=https://…), with Secure cookies and https endpoints only', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://maya.example' });
    try {
      const start = await browser(https).request({ method: 'POST', url: '/api/auth/signin', payload: {} });
      expect(start.statusCode).toBe(200);
      expect(start.json().url).toMatch(/^https:\/\/maya\.example\/dev-idp\/auth\?/);
      const discovery = await https.inject({
        method: 'GET',
        url: '/dev-idp/.well-known/openid-configuration',
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
      });
      const endpoints = Object.entries(discovery.json()).filter(
        ([key]) => key.endsWith('_endpoint') || key === 'issuer' || key === 'jwks_uri',
      );
      expect(endpoints.length).toBeGreaterThan(3);
      for (const [key, value] of endpoints) expect(value, key).toMatch(/^https:\/\/maya\.example\/dev-idp/);

      const b = await signIn(https, { email: 'tls@example.com', name: 'Tess Proxy' });
      expect(b.session.session.user).toMatchObject({ email: 'tls@example.com', display_name: 'Tess Proxy' });
      const [user] = await (await db()).select().from(t.users);
      expect(user!.issuer).toBe('https://maya.example/dev-idp');
      const session = await b.request({ method: 'GET', url: '/api/auth/session' });
      expect(session.json().session.user.id).toBe(user!.id);
      expect(session.cookies.length).toBe(0);
      const refreshed = await b.request({ method: 'POST', url: '/api/auth/refresh', payload: {} });
      expect(refreshed.statusCode).toBe(200);
      for (const cookie of refreshed.cookies) expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await https.close();
    }
  });

  it('never redirects off-site after sign-in', async () => {
    for (const target of ['https://evil.com/x', '//evil.com', '/\\evil.com', 'javascript:alert(1)', 'data:text/html,hi']) {
      const b = browser(app);
      const query = await startSignInAtProvider(b, { email: 'r@example.com', name: 'R' }, target);
      const res = await b.request({ method: 'POST', url: '/api/auth/callback', payload: { query } });
      expect(res.json().redirect_to, target).toBe('/beta');
    }
    const b = browser(app);
    const query = await startSignInAtProvider(b, { email: 'r@example.com', name: 'R' }, '/onboarding?x=1');
    expect((await b.request({ method: 'POST', url: '/api/auth/callback', payload: { query } })).json().redirect_to).toBe('/onboarding?x=1');
  });
});
