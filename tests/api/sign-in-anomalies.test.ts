import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityFeed, securityEvents } from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { browser, startSignInAtProvider } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

const ADA = { email: 'ada@example.com', name: 'Ada Lovelace' };

/** The real sign-in, from a browser that sends `userAgent` (and, when given, its time zone). */
async function signInWith(app: FastifyInstance, userAgent: string, timeZone?: string) {
  const b = browser(app);
  const withAgent = {
    ...b,
    request: (opts: Parameters<typeof b.request>[0]) => b.request({ ...opts, headers: { 'user-agent': userAgent, ...opts.headers } }),
  };
  const query = await startSignInAtProvider(withAgent, ADA);
  const res = await withAgent.request({ method: 'POST', url: '/api/auth/callback', payload: { query, time_zone: timeZone } });
  expect(res.statusCode).toBe(200);
  return res.json().session.user.id as string;
}

async function suspiciousEvents() {
  const { db } = await getTestDatabase();
  return db.select().from(securityEvents).where(eq(securityEvents.eventType, 'suspicious_login_pattern'));
}

let app: FastifyInstance;
openTestDatabaseFirst();
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

describe(`§9 anomaly rules on the sign-in path on ${testDriver()}`, () => {
  it('a third browser signing in to one account within a day writes a HIGH suspicious_login_pattern (device_change)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 3, 12, 0) });
    app = await createTestApp();
    await signInWith(app, 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0');
    await signInWith(app, 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15');
    expect(await suspiciousEvents()).toEqual([]);
    const userId = await signInWith(app, 'curl/8.5.0');
    const events = await suspiciousEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId, riskLevel: 'HIGH', eventData: { metadata: { anomalies: ['device_change'] } } });
    const { db } = await getTestDatabase();
    const feed = await db
      .select()
      .from(activityFeed)
      .where(and(eq(activityFeed.userId, userId), eq(activityFeed.activityType, 'security_event')));
    expect(feed.map((f) => f.activityData.securityEventType)).toContain('suspicious_login_pattern');
  });

  it('two sign-ins within an hour outside 06:00-23:00 UTC write a time_anomaly; the same by day writes nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 3, 14, 0) });
    app = await createTestApp();
    const agent = 'Mozilla/5.0 (X11) Firefox/128.0';
    await signInWith(app, agent);
    await signInWith(app, agent);
    expect(await suspiciousEvents()).toEqual([]);

    vi.setSystemTime(Date.UTC(2026, 2, 4, 2, 10));
    await signInWith(app, agent);
    expect(await suspiciousEvents()).toEqual([]);
    vi.setSystemTime(Date.UTC(2026, 2, 4, 2, 40));
    await signInWith(app, agent);
    const events = await suspiciousEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ riskLevel: 'HIGH', eventData: { metadata: { anomalies: ['time_anomaly'] } } });
  });

  it("reads the hours on the person's own clock, from the time zone their browser gave at sign-in (issue 29 item 8)", async () => {
    const agent = 'Mozilla/5.0 (X11) Firefox/128.0';
    // 02:10 and 02:40 UTC are 18:10 and 18:40 in Los Angeles: an evening, not a night.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 4, 2, 10) });
    app = await createTestApp();
    await signInWith(app, agent, 'America/Los_Angeles');
    vi.setSystemTime(Date.UTC(2026, 2, 4, 2, 40));
    await signInWith(app, agent, 'America/Los_Angeles');
    expect(await suspiciousEvents()).toEqual([]);
    // 14:10 and 14:40 UTC are 23:10 and 23:40 in Tokyo: a night there.
    vi.setSystemTime(Date.UTC(2026, 2, 5, 14, 10));
    await signInWith(app, agent, 'Asia/Tokyo');
    vi.setSystemTime(Date.UTC(2026, 2, 5, 14, 40));
    await signInWith(app, agent, 'Asia/Tokyo');
    const events = await suspiciousEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ riskLevel: 'HIGH', eventData: { metadata: { anomalies: ['time_anomaly'] } } });
  });

  it('signs in with a time zone it does not know, and reads that sign-in in UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 4, 2, 10) });
    app = await createTestApp();
    await signInWith(app, 'Mozilla/5.0 (X11) Firefox/128.0', 'Mars/Olympus_Mons');
    vi.setSystemTime(Date.UTC(2026, 2, 4, 2, 40));
    await signInWith(app, 'Mozilla/5.0 (X11) Firefox/128.0', 'Mars/Olympus_Mons');
    expect((await suspiciousEvents()).map((e) => e.eventData.metadata)).toEqual([{ anomalies: ['time_anomaly'] }]);
  });
});
