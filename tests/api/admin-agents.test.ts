import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { upsertUserFromIdentity } from '../../src/server/modules/users';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const TOKEN = 'admin-agents-token-0123456789';
const ADMIN = { authorization: `Bearer ${TOKEN}` };
const PRODUCTION = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };

const countOf = async (table: PgTable, where?: SQL) => {
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
};

/** A person who signed in for real (not a demo member), with the given preferences' demo flag. */
async function realMember(subject: string, name: string, demoFlag = false) {
  const { db } = await getTestDatabase();
  const { user } = await upsertUserFromIdentity(db, {
    issuer: 'https://issuer.example',
    subject,
    name,
    email: `${subject}@example.com`,
    emailVerified: true,
  });
  await db.insert(t.memberPreferences).values({
    userId: user.id,
    birthDate: '1990-05-01',
    gender: 'woman',
    seeks: ['man'],
    ageMin: 30,
    ageMax: 40,
    cityId: 2950159,
    cityName: 'Berlin',
    countryCode: 'DE',
    lat: 52.52437,
    lon: 13.41053,
    maxKm: 50,
    lookingFor: 'long_term',
    demo: demoFlag,
  });
  return user.id;
}

describe(`the agent network's admin commands on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());
  const seed = (payload: Record<string, unknown>, headers: Record<string, string> = ADMIN) =>
    app.inject({ method: 'POST', url: '/api/admin/seed-members', headers, payload });

  it('seeds demo members through the admin route: every row a finished member has, marked demo, in and around the city', async () => {
    app = await createTestApp({}, { adminToken: TOKEN });
    const res = await seed({ count: 40, seed: 4, near: 'Berlin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 40, skipped: 0, seed: 4, near: { id: 2950159, name: 'Berlin', country: 'DE' } });

    expect(await countOf(t.users, sql`${t.users.issuer} = 'maya-demo' and ${t.users.email} is null`)).toBe(40);
    expect(await countOf(t.memberPreferences, sql`${t.memberPreferences.demo}`)).toBe(40);
    expect(await countOf(t.profiles, sql`${t.profiles.onboardingCompleted} and ${t.profiles.inviteStatus} = 'approved'`)).toBe(40);
    expect(await countOf(t.personalityProfiles)).toBe(40);
    expect(await countOf(t.automationSessions, sql`${t.automationSessions.status} = 'active'`)).toBe(40);
    expect(await countOf(t.memberPreferences, sql`${t.memberPreferences.countryCode} = 'DE'`)).toBeGreaterThan(20);
    const { db } = await getTestDatabase();
    const archetypes = await db.selectDistinct({ a: t.personalityProfiles.archetype }).from(t.personalityProfiles);
    expect(archetypes.length).toBeGreaterThanOrEqual(3);

    // The same seed makes the same members: a second run adds none; a part of a larger pool adds its own.
    expect((await seed({ count: 40, seed: 4, near: 'Berlin' })).json()).toMatchObject({ created: 0, skipped: 40 });
    expect((await seed({ count: 10, seed: 4, near: 'Berlin', from: 35 })).json()).toMatchObject({ created: 5, skipped: 5 });
    expect(await countOf(t.users)).toBe(45);
  });

  it('refuses an unknown city, a bad count and a missing token, and makes nothing', async () => {
    app = await createTestApp({}, { adminToken: TOKEN });
    const unknown = await seed({ count: 5, near: 'Atlantis-under-the-sea' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_city');
    expect((await seed({ count: 0 })).statusCode).toBe(400);
    expect((await seed({ count: 5_001 })).statusCode).toBe(400);
    expect((await seed({ count: 5 }, {})).statusCode).toBe(401);
    expect(await countOf(t.users)).toBe(0);
  });

  it('refuses to seed in production', async () => {
    app = await createTestApp(PRODUCTION, { adminToken: TOKEN });
    const res = await seed({ count: 5, seed: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'refused_in_production', message: 'seed-members makes demo members and is refused in production.' });
    expect(await countOf(t.users)).toBe(0);
  });

  it('removes the demo members and only them', async () => {
    app = await createTestApp({}, { adminToken: TOKEN });
    const ada = await realMember('ada', 'Ada Lovelace');
    // Even a real member whose flag says demo is not one: only seed-members' own members go.
    const grace = await realMember('grace', 'Grace Hopper', true);
    expect((await seed({ count: 12, seed: 2 })).json().created).toBe(12);
    const res = await app.inject({ method: 'POST', url: '/api/admin/remove-demo-members', headers: ADMIN, payload: {} });
    expect(res.json()).toEqual({ removed: 12 });
    const { db } = await getTestDatabase();
    const left = await db.select({ id: t.users.id }).from(t.users).orderBy(t.users.subject);
    expect(left.map((u) => u.id)).toEqual([ada, grace]);
    expect(await countOf(t.memberPreferences)).toBe(2);
    expect(await countOf(t.personalityProfiles)).toBe(0);
    expect(await countOf(t.automationSessions)).toBe(0);
    const again = await app.inject({ method: 'POST', url: '/api/admin/remove-demo-members', headers: ADMIN });
    expect(again.json()).toEqual({ removed: 0 });
  });

  it('lists reports newest first, each side by user id and first name only', async () => {
    app = await createTestApp({}, { adminToken: TOKEN });
    const ada = await realMember('ada', 'Ada Lovelace');
    expect((await seed({ count: 2, seed: 8 })).json().created).toBe(2);
    const { db } = await getTestDatabase();
    const [lena, jonas] = await db
      .select({ id: t.users.id, name: t.profiles.displayName })
      .from(t.users)
      .innerJoin(t.profiles, eq(t.profiles.userId, t.users.id))
      .where(and(eq(t.users.issuer, 'maya-demo')))
      .orderBy(t.users.subject);
    await db.insert(t.memberReports).values([
      {
        reporterUserId: ada,
        reportedUserId: lena!.id,
        reason: 'fake_profile',
        note: 'Photos from a stock site',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        reporterUserId: jonas!.id,
        reportedUserId: ada,
        reason: 'inappropriate',
        createdAt: new Date('2026-11-25T09:30:00Z'),
        status: 'reviewed',
      },
      {
        reporterUserId: ada,
        reportedUserId: jonas!.id,
        reason: 'unsafe',
        note: 'Asked for money',
        createdAt: new Date('2026-11-22T18:00:00Z'),
      },
    ]);

    const res = await app.inject({ method: 'GET', url: '/api/admin/reports', headers: ADMIN });
    expect(res.statusCode).toBe(200);
    const { reports } = res.json();
    expect(reports.map((r: { reason: string }) => r.reason)).toEqual(['inappropriate', 'unsafe', 'fake_profile']);
    expect(reports[0]).toMatchObject({
      createdAt: '2026-11-25T09:30:00.000Z',
      note: '',
      status: 'reviewed',
      reporter: { userId: jonas!.id, firstName: jonas!.name!.split(' ')[0] },
      reported: { userId: ada, firstName: 'Ada' },
    });
    expect(reports[2]).toMatchObject({ note: 'Photos from a stock site', status: 'open', reported: { userId: lena!.id } });
    expect(res.body).not.toContain('Lovelace');
    expect(res.body).not.toContain('@example.com');
    expect((await app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
  });
});
