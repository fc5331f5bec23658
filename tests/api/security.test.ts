import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDriver } from '../setup/test-db';
import { signIn } from './helpers/sign-in';
import { ORIGIN, createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

describe(`security baseline on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
  });
  afterEach(async () => app.close());

  it('sends HSTS (one year, subdomains), a CSP, nosniff and no-referrer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends a Permissions-Policy allowing the microphone only for the app itself, on every kind of response', async () => {
    for (const url of ['/api/health', '/api/flow', '/', '/beta', '/dev-idp/.well-known/openid-configuration', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      const features = Object.fromEntries(policy.split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
      expect(features, url).toMatchObject({
        microphone: '(self)',
        camera: '()',
        geolocation: '()',
        payment: '()',
        usb: '()',
        'display-capture': '()',
      });
      expect(
        Object.entries(features).filter(([, allow]) => allow !== '()'),
        url,
      ).toEqual([['microphone', '(self)']]);
    }
  });

  it('allows CORS only for listed origins, with a preflight max-age of 86400', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/flow',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(preflight.headers['access-control-max-age']).toBe('86400');
    const foreign = await app.inject({
      method: 'OPTIONS',
      url: '/api/flow',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a state-changing request from a foreign origin, and one with cookies but no origin', async () => {
    const b = await signIn(app);
    const cookie = b.jar.header('/api/auth/signout')!;
    const forged = await app.inject({ method: 'POST', url: '/api/auth/signout', headers: { origin: 'https://evil.example', cookie } });
    expect(forged.statusCode).toBe(403);
    const noOrigin = await app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    const ok = await app.inject({ method: 'POST', url: '/api/auth/signout', headers: { origin: ORIGIN, cookie } });
    expect(ok.statusCode).toBe(204);
  });

  it('answers bad input with a clear 4xx, never a 500 or a stack trace', async () => {
    const cases = [
      { url: '/api/auth/callback', payload: '{"query":', headers: { 'content-type': 'application/json' } },
      { url: '/api/auth/callback', payload: { query: '' } },
      { url: '/api/auth/callback', payload: { query: 'code=x' } },
      { url: '/api/auth/callback', payload: { query: 'x'.repeat(5000) } },
      { url: '/api/auth/callback', payload: { query: 'a'.repeat(70_000) } },
      { url: '/api/auth/signin', payload: 'plain text', headers: { 'content-type': 'text/plain' } },
      { url: '/api/flow/complete', payload: { step: 'handoff' } },
    ];
    for (const c of cases) {
      const res = await app.inject({ method: 'POST', url: c.url, payload: c.payload, headers: { origin: ORIGIN, ...c.headers } });
      expect(res.statusCode, `${c.url} ${String(c.payload).slice(0, 30)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('ignores a tampered access cookie and treats the visitor as signed out', async () => {
    for (const cookie of ['maya_at=garbage', `maya_at=${'x'.repeat(5000)}`, 'maya_at=%00%ff', 'maya_rt=forged']) {
      const res = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().session).toBeNull();
    }
    const refresh = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { origin: ORIGIN, cookie: 'maya_rt=forged' } });
    expect(refresh.statusCode).toBe(401);
  });
});
