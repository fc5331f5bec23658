import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityFeed, securityEvents } from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const ADA = { email: 'ada@example.com', name: 'Ada Lovelace' };
const GRACE = { email: 'grace@example.com', name: 'Grace Hopper' };

describe(`security dashboard API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
  });

  it('reads and writes nothing without a session (§6)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/security/events' })).statusCode).toBe(401);
    const post = await app.inject({
      method: 'POST',
      url: '/api/security/events',
      headers: { origin: 'http://localhost:3000' },
      payload: { type: 'suspicious_login_pattern', anomalies: ['rapid_requests'] },
    });
    expect(post.statusCode).toBe(401);
    const { db } = await getTestDatabase();
    expect(await db.select().from(securityEvents).where(eq(securityEvents.eventType, 'suspicious_login_pattern'))).toEqual([]);
  });

  it("shows the person's own last 10 events, newest first, and no one else's", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 3, 12, 0) });
    const ada = await signIn(app, ADA);
    const grace = await signIn(app, GRACE);
    const { db } = await getTestDatabase();
    const adaId = ada.session.session.user.id as string;
    const base = Date.UTC(2026, 2, 3, 11, 0);
    await db.insert(securityEvents).values(
      Array.from({ length: 12 }, (_, i) => ({
        eventType: 'auth_failure',
        riskLevel: 'MEDIUM',
        userId: adaId,
        createdAt: new Date(base + i * 1000),
        eventData: { userAgent: 'Firefox/128.0', metadata: { n: i } },
      })),
    );
    const res = await ada.request({ method: 'GET', url: '/api/security/events' });
    expect(res.statusCode).toBe(200);
    const { events } = res.json();
    expect(events).toHaveLength(10);
    // The sign-in at 12:00 is newest, then the failures from the latest down.
    expect(events[0]).toMatchObject({ event_type: 'auth_success', risk_level: 'LOW' });
    expect(events.slice(1).map((e: { metadata: { n: number } }) => e.metadata.n)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(events[1]).toMatchObject({
      event_type: 'auth_failure',
      risk_level: 'MEDIUM',
      user_agent: 'Firefox/128.0',
      created_at: new Date(base + 11_000).toISOString(),
    });

    const theirs = (await grace.request({ method: 'GET', url: '/api/security/events' })).json().events;
    expect(theirs.map((e: { event_type: string }) => e.event_type)).toEqual(['auth_success']);
  });

  it("records the monitor's anomaly as a HIGH suspicious_login_pattern in security_events and activity_feed", async () => {
    const ada = await signIn(app, ADA);
    const userId = ada.session.session.user.id as string;
    const res = await ada.request({
      method: 'POST',
      url: '/api/security/events',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0' },
      payload: {
        type: 'suspicious_login_pattern',
        anomalies: ['rapid_requests'],
        url: 'http://localhost:3000/beta?code=secret',
        screen_size: '390x844',
        viewport: '390x844',
      },
    });
    expect(res.statusCode).toBe(201);
    const { db } = await getTestDatabase();
    const rows = await db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, 'suspicious_login_pattern')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      riskLevel: 'HIGH',
      eventData: {
        userAgent: 'Mozilla/5.0 (…) Chrome/142.0',
        url: 'http://localhost:3000/beta',
        screenSize: '390x844',
        viewport: '390x844',
        metadata: { anomalies: ['rapid_requests'], source: 'browser' },
      },
    });
    const feed = await db.select().from(activityFeed).where(eq(activityFeed.userId, userId));
    expect(feed.map((f) => f.activityData)).toContainEqual(
      expect.objectContaining({ securityEventType: 'suspicious_login_pattern', riskLevel: 'HIGH', ipAddress: 'IP address not available' }),
    );
    const shown = (await ada.request({ method: 'GET', url: '/api/security/events' })).json().events;
    expect(shown[0]).toMatchObject({ event_type: 'suspicious_login_pattern', risk_level: 'HIGH' });
  });

  it('logs an anomaly reported by several tabs at once one time per 10 minutes, per person; a new kind still gets through', async () => {
    const ada = await signIn(app, ADA);
    const grace = await signIn(app, GRACE);
    const report = (who: typeof ada, anomalies: string[]) =>
      who.request({ method: 'POST', url: '/api/security/events', payload: { type: 'suspicious_login_pattern', anomalies } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(ada, ['time_anomaly'])));
    expect(answers.map((a) => a.json().recorded).sort()).toEqual([false, false, false, false, true]);
    expect((await report(ada, ['time_anomaly', 'device_change'])).json()).toEqual({ recorded: true });
    expect((await report(grace, ['time_anomaly'])).json()).toEqual({ recorded: true });
    const { db } = await getTestDatabase();
    const logged = async (userId: string) =>
      (
        await db
          .select()
          .from(securityEvents)
          .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, 'suspicious_login_pattern')))
      ).map((r) => (r.eventData.metadata as { anomalies: string[] }).anomalies);
    const adaId = ada.session.session.user.id as string;
    expect((await logged(adaId)).sort()).toEqual([['device_change'], ['time_anomaly']]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1 });
    expect((await report(ada, ['time_anomaly'])).json()).toEqual({ recorded: true });
    vi.useRealTimers();
    expect((await report(grace, ['time_anomaly'])).json()).toEqual({ recorded: false });
  });

  it('refuses any other type, an unknown anomaly or an empty list with 400', async () => {
    const ada = await signIn(app, ADA);
    for (const payload of [
      { type: 'auth_success', anomalies: ['rapid_requests'] },
      { type: 'suspicious_login_pattern', anomalies: ['made_up'] },
      { type: 'suspicious_login_pattern', anomalies: [] },
    ]) {
      expect((await ada.request({ method: 'POST', url: '/api/security/events', payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
