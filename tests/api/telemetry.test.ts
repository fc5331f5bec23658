import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/server/db/schema';
import { telemetryLimit } from '../../src/server/routes/api/telemetry';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { browser, signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const NOW = Date.UTC(2026, 10, 23, 12);
const properties = (extra: Record<string, unknown> = {}) => ({
  timestamp: new Date(NOW).toISOString(),
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  screenResolution: '1440x900',
  viewport: '1440x800',
  theme: 'dark',
  platform: 'Linux x86_64',
  ...extra,
});
const vital = (name: string, value: number, rating = 'good') => ({
  event: 'web_vital',
  properties: properties({ path: '/done', metric: { name, value, rating } }),
  userId: null,
});
const jank = (fps: number, drops: number, severity: string) => ({
  type: 'jank_detected',
  value: fps,
  metadata: { fps, drops, frames: 60, severity, path: '/simulation' },
});
const crash = (userId: string | null = null) => ({
  type: 'error_boundary_triggered',
  value: 1,
  metadata: {
    errorId: 'ERR-1',
    boundary: 'route',
    message: 'boom for ana@example.com',
    stack: 'Error: boom\n at x',
    componentStack: '\n at Screen',
    userAgent: 'UA',
    timestamp: new Date(NOW).toISOString(),
    url: 'http://localhost:3000/done',
    userId,
  },
});

const analyticsRows = async () => (await getTestDatabase()).db.select().from(t.analyticsEvents);
const metricRows = async () => (await getTestDatabase()).db.select().from(t.performanceMetrics);

describe(`telemetry API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let visitor: Browser;
  beforeEach(async () => {
    // Only Date is frozen: the rate-limit window and the stored times follow it, I/O runs as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    app = await createTestApp();
    visitor = browser(app);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
  });

  describe('POST /api/analytics/track', () => {
    it('stores the spec body (one event or a batch) for a visitor with no person', async () => {
      const one = await visitor.request({ method: 'POST', url: '/api/analytics/track', payload: vital('LCP', 1234.5) });
      expect(one.statusCode).toBe(202);
      expect(one.json()).toEqual({ accepted: 1 });
      const batch = await visitor.request({
        method: 'POST',
        url: '/api/analytics/track',
        payload: [vital('CLS', 0.02), vital('TTFB', 90)],
      });
      expect(batch.json()).toEqual({ accepted: 2 });
      const rows = await analyticsRows();
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.userId === null && r.event === 'web_vital')).toBe(true);
      expect(rows.find((r) => (r.properties.metric as { name: string }).name === 'LCP')!.properties).toEqual(
        properties({ path: '/done', metric: { name: 'LCP', value: 1234.5, rating: 'good' } }),
      );
    });

    it('keeps the session person, never the body userId, and stores no e-mail address', async () => {
      const ada = await signIn(app);
      const adaId = ada.session.session.user.id as string;
      const res = await ada.request({
        method: 'POST',
        url: '/api/analytics/track',
        payload: {
          event: 'page_view',
          properties: properties({ userAgent: 'UA contact ada@example.com', platform: 'me@x.io' }),
          userId: '00000000-0000-4000-8000-000000000001',
        },
      });
      expect(res.statusCode).toBe(202);
      const [row] = await analyticsRows();
      expect(row!.userId).toBe(adaId);
      const stored = JSON.stringify(row);
      expect(stored).not.toMatch(/@/);
      expect(row!.properties).toMatchObject({ userAgent: 'UA contact [email]', platform: '[email]' });
    });

    it.each([
      ['no body', undefined],
      ['an unknown event', { event: 'signup', properties: properties(), userId: null }],
      ['a web vital without its measure', { event: 'web_vital', properties: properties(), userId: null }],
      ['an extra property', { event: 'page_view', properties: properties({ email: 'a@b.io' }), userId: null }],
      ['an extra top-level key', { event: 'page_view', properties: properties(), userId: null, email: 'a@b.io' }],
      ['a userId that is no UUID', { event: 'page_view', properties: properties(), userId: 'ada' }],
      ['a missing userId', { event: 'page_view', properties: properties() }],
      ['a bad screen size', { event: 'page_view', properties: properties({ viewport: 'wide' }), userId: null }],
      ['an unknown vital', vital('FID', 10)],
      ['a negative vital', vital('LCP', -1)],
      ['an empty batch', []],
      ['a batch of 21', Array.from({ length: 21 }, () => vital('LCP', 1))],
      ['a path with a query', { event: 'page_view', properties: properties({ path: '/m?token=x' }), userId: null }],
    ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
      const res = await visitor.request({ method: 'POST', url: '/api/analytics/track', payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(await analyticsRows()).toHaveLength(0);
    });

    it('is rate limited: 30 posts a minute per client (30 % of the API limit), then 429 until the window passes', async () => {
      await app.close();
      app = await createTestApp({ RATE_LIMIT_MAX: '100' });
      visitor = browser(app);
      const TELEMETRY_LIMIT = telemetryLimit(app.config);
      expect(TELEMETRY_LIMIT).toEqual({ max: 30, windowMs: 60_000 });
      const post = () =>
        visitor.request({ method: 'POST', url: '/api/analytics/track', payload: vital('INP', 40), remoteAddress: '198.51.100.9' });
      for (let i = 0; i < TELEMETRY_LIMIT.max; i++) expect((await post()).statusCode).toBe(202);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rate_limited');
      // Another client is not affected, nor the metrics route of the same client.
      expect(
        (await visitor.request({ method: 'POST', url: '/api/analytics/track', payload: vital('INP', 40), remoteAddress: '198.51.100.10' }))
          .statusCode,
      ).toBe(202);
      expect(
        (await visitor.request({ method: 'POST', url: '/api/metrics', payload: { metrics: [crash()] }, remoteAddress: '198.51.100.9' }))
          .statusCode,
      ).toBe(202);
      expect(await analyticsRows()).toHaveLength(TELEMETRY_LIMIT.max + 1);
      vi.setSystemTime(NOW + TELEMETRY_LIMIT.windowMs + 1);
      expect((await post()).statusCode).toBe(202);
    });
  });

  describe('POST /api/metrics', () => {
    it("stores a signed-in person's jank and slow renders under their id", async () => {
      const ada = await signIn(app);
      const adaId = ada.session.session.user.id as string;
      const slow = {
        type: 'slow_render',
        value: 41.5,
        metadata: { threshold: 16, component: 'simulation', phase: 'update', path: '/simulation' },
      };
      const res = await ada.request({ method: 'POST', url: '/api/metrics', payload: { metrics: [jank(15, 60, 'critical'), slow] } });
      expect(res.statusCode).toBe(202);
      const rows = await metricRows();
      expect(rows.map((r) => [r.metricType, r.metricValue, r.userId])).toEqual(
        expect.arrayContaining([
          ['jank_detected', 15, adaId],
          ['slow_render', 41.5, adaId],
        ]),
      );
      expect(rows.find((r) => r.metricType === 'jank_detected')!.metadata).toEqual({
        fps: 15,
        drops: 60,
        frames: 60,
        severity: 'critical',
        path: '/simulation',
      });
    });

    it("takes a visitor's crash report with user_id null, and the session person's id for a signed-in one", async () => {
      expect(
        (
          await visitor.request({
            method: 'POST',
            url: '/api/metrics',
            payload: { metrics: [crash('00000000-0000-4000-8000-000000000009')] },
          })
        ).statusCode,
      ).toBe(202);
      const ada = await signIn(app);
      const adaId = ada.session.session.user.id as string;
      expect((await ada.request({ method: 'POST', url: '/api/metrics', payload: { metrics: [crash()] } })).statusCode).toBe(202);
      const rows = await metricRows();
      const visitorRow = rows.find((r) => r.userId === null)!;
      expect(visitorRow.metadata).toMatchObject({
        errorId: 'ERR-1',
        boundary: 'route',
        userId: null,
        message: 'boom for [email]',
        componentStack: '\n at Screen',
      });
      expect(rows.find((r) => r.userId === adaId)!.metadata).toMatchObject({ userId: adaId });
    });

    it("reads back only the person's own rows with GET, newest first", async () => {
      const ada = await signIn(app);
      const bob = await signIn(app, { email: 'bob@example.com', name: 'Bob' });
      await ada.request({ method: 'POST', url: '/api/metrics', payload: { metrics: [jank(15, 60, 'critical')] } });
      await bob.request({ method: 'POST', url: '/api/metrics', payload: { metrics: [jank(25, 30, 'high')] } });
      const mine = await ada.request({ method: 'GET', url: '/api/metrics' });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().metrics).toEqual([
        expect.objectContaining({ type: 'jank_detected', value: 15, metadata: expect.objectContaining({ severity: 'critical' }) }),
      ]);
      expect((await visitor.request({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    });

    it("keeps a visitor's crash reports but not their jank or slow renders", async () => {
      const res = await visitor.request({ method: 'POST', url: '/api/metrics', payload: { metrics: [crash(), jank(15, 60, 'critical')] } });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: 1 });
      expect((await metricRows()).map((r) => [r.metricType, r.userId])).toEqual([['error_boundary_triggered', null]]);
    });

    it.each([
      ['a severity that does not match the fps', jank(15, 60, 'high')],
      ['a window that is not jank', jank(58, 2, 'medium')],
      [
        'a render under the threshold',
        { type: 'slow_render', value: 12, metadata: { threshold: 16, component: 'x', phase: 'mount', path: '/' } },
      ],
      ['an unknown type', { type: 'memory', value: 1, metadata: {} }],
      ['extra metadata', { ...jank(15, 60, 'critical'), metadata: { ...jank(15, 60, 'critical').metadata, email: 'a@b.io' } }],
    ])('refuses %s with 400', async (_name, metric) => {
      const ada = await signIn(app);
      const res = await ada.request({ method: 'POST', url: '/api/metrics', payload: { metrics: [metric] } });
      expect(res.statusCode).toBe(400);
      expect(await metricRows()).toHaveLength(0);
    });
  });

  describe('GET /api/dashboard', () => {
    it('is for a signed-in person only', async () => {
      expect((await visitor.request({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    });

    it("shows the server health, the last 24 h of app metrics and only the person's own security events", async () => {
      const { db } = await getTestDatabase();
      const ada = await signIn(app);
      const bob = await signIn(app, { email: 'bob@example.com', name: 'Bob' });
      const adaId = ada.session.session.user.id as string;
      const bobId = bob.session.session.user.id as string;
      for (const value of [1000, 2000, 3000, 4000])
        await visitor.request({ method: 'POST', url: '/api/analytics/track', payload: vital('LCP', value) });
      await ada.request({
        method: 'POST',
        url: '/api/metrics',
        payload: { metrics: [jank(15, 60, 'critical'), jank(25, 40, 'high'), jank(45, 8, 'medium')] },
      });
      await bob.request({ method: 'POST', url: '/api/metrics', payload: { metrics: [crash()] } });
      // A day-old row is outside the window.
      await db
        .insert(t.performanceMetrics)
        .values({ metricType: 'error_boundary_triggered', metricValue: 1, recordedAt: new Date(NOW - 25 * 3_600_000) });
      await db.insert(t.securityEvents).values({ eventType: 'rate_limit_exceeded', riskLevel: 'MEDIUM', userId: bobId });

      const res = await ada.request({ method: 'GET', url: '/api/dashboard' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.health).toMatchObject({
        database: { status: 'up' },
        redis: { status: 'not_configured', latencyMs: null },
        ai: { kind: 'offline', circuit: null },
      });
      expect(body.health.eventLoop).toEqual({
        p50Ms: expect.any(Number),
        p99Ms: expect.any(Number),
        maxMs: expect.any(Number),
        windowSeconds: expect.any(Number),
      });
      // Everything is up, so only the event loop (which a busy machine slows) decides the overall status.
      const p99 = body.health.eventLoop.p99Ms;
      expect(body.health.status).toBe(p99 >= 1000 ? 'critical' : p99 >= 100 ? 'warning' : 'healthy');
      expect(body.metrics.webVitals).toEqual([
        { name: 'LCP', p75: 3250, count: 4, rating: 'needs-improvement' },
        { name: 'INP', p75: null, count: 0, rating: null },
        { name: 'CLS', p75: null, count: 0, rating: null },
        { name: 'TTFB', p75: null, count: 0, rating: null },
      ]);
      expect(body.metrics.jank).toEqual({ count: 3, critical: 1, high: 1, medium: 1 });
      expect(body.metrics.errors).toEqual({ count: 1 });
      expect(body.metrics.slowRenders).toEqual({ count: 0, p75Ms: null });
      // Ada has just signed in and not finished onboarding: 100 - 20.
      expect(body.security).toMatchObject({
        score: 80,
        level: 'warning',
        colour: 'yellow',
        penalties: [{ reason: 'onboarding_incomplete', points: 20 }],
      });
      expect(body.security.events.length).toBeGreaterThan(0);
      const eventOwners = await db.select({ id: t.securityEvents.id, userId: t.securityEvents.userId }).from(t.securityEvents);
      const owner = new Map(eventOwners.map((e) => [e.id, e.userId]));
      expect(body.security.events.every((e: { id: string }) => owner.get(e.id) === adaId)).toBe(true);
      expect(JSON.stringify(body)).not.toContain(bobId);
      expect(JSON.stringify(body)).not.toContain('bob@example.com');
    });

    it("shows at most the last 10 of the person's events, newest first", async () => {
      const { db } = await getTestDatabase();
      const ada = await signIn(app);
      const adaId = ada.session.session.user.id as string;
      await db.delete(t.securityEvents).where(eq(t.securityEvents.userId, adaId));
      await db.insert(t.securityEvents).values(
        Array.from({ length: 12 }, (_, i) => ({
          eventType: `e${i}`,
          riskLevel: 'LOW',
          userId: adaId,
          createdAt: new Date(NOW - (12 - i) * 60_000),
        })),
      );
      const events = (await ada.request({ method: 'GET', url: '/api/dashboard' })).json().security.events;
      expect(events.map((e: { type: string }) => e.type)).toEqual(
        ['e11', 'e10', 'e9', 'e8', 'e7', 'e6', 'e5', 'e4', 'e3', 'e2', 'e1', 'e0'].slice(0, 10),
      );
    });
  });
});
