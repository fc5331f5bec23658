import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { exportPersonalData } from '../../src/server/modules/privacy';
import { gatherPerson, personalData } from '../../src/server/modules/privacy/testing';
import { runStreamKey } from '../../src/server/modules/simulation/testing';
import { PRIVACY_MESSAGES, type PersonalDataExport } from '../../src/shared/schemas/privacy';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { rowsOf } from './helpers/personal-columns';
import { seedPersonalData, type SeededPerson, type SeededRow } from './helpers/seed-personal-data';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import type { AppOptions } from '../../src/server/app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const redisUrl = process.env.TEST_REDIS_URL;
const store = redisUrl ? 'Redis' : 'in-process stores';

type Person = SeededPerson & { browser: Browser; rows: SeededRow[] };

/** A signed-in person with one row in every registered table (and a run stream in Redis). */
async function person(app: FastifyInstance, db: Database, name: string, redis: Redis | undefined, prefix: string): Promise<Person> {
  const tag = `${name}-${randomUUID().slice(0, 8)}`;
  const email = `${tag}@example.com`;
  const browser = await signIn(app, { email, name });
  const userId = (browser as unknown as { session: { session: { user: { id: string } } } }).session.session.user.id;
  const seeded: SeededPerson = { userId, tag, email, phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` };
  const rows = await seedPersonalData(db, seeded);
  // A message to their address from before they had an account (an approval e-mail): theirs too.
  const [outboxRow] = await db
    .insert(t.outbox)
    .values({ kind: 'email', channel: 'email', address: email, text: `${tag}: you are in`, status: 'sent' })
    .returning({ id: t.outbox.id });
  rows.push({ table: 'outbox', row: { id: outboxRow!.id } });
  if (redis) {
    const [run] = await db.select({ id: t.simulationRuns.id }).from(t.simulationRuns).where(eq(t.simulationRuns.userId, userId));
    await redis.xadd(runStreamKey(run!.id, prefix), '0-1', 'event', 'message', 'data', JSON.stringify({ text: tag }));
  }
  return { ...seeded, browser, rows };
}

const exportVia = async (b: Browser) => b.request({ method: 'POST', url: '/api/privacy/export', payload: {} });
const deleteVia = async (b: Browser, email: string) =>
  b.request({ method: 'POST', url: '/api/privacy/delete-account', payload: { email } });

/** Every row of every public table as text: where a leftover of a deleted person would show. */
async function wholeDatabase(db: Database): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  );
  let text = '';
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(await db.execute(sql`select row_to_json(x)::text as row from ${sql.identifier(name)} x`));
    text += rows.map((r) => `${name} ${r.row}\n`).join('');
  }
  return text;
}

/**
 * Holds delete-account calls after their sign-in is checked until `count` have arrived, so parallel
 * calls all pass sign-in before any deletes. Without it, a call that arrives after the first has
 * committed is (rightly) signed out, and the race the route handles would only sometimes be tested.
 */
function deletionGate() {
  let armed: { count: number; arrived: number; open: () => void; opened: Promise<void> } | null = null;
  const onRoute: NonNullable<AppOptions['onRoute']> = (route) => {
    if (route.url !== '/api/privacy/delete-account') return;
    const hold = async () => {
      if (!armed) return;
      armed.arrived += 1;
      if (armed.arrived === armed.count) armed.open();
      await armed.opened;
    };
    route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), hold];
  };
  const arm = (count: number) => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    armed = { count, arrived: 0, open, opened };
  };
  return {
    onRoute,
    arm,
    disarm: () => {
      armed = null;
    },
  };
}

const identifiers = (p: SeededPerson) => [p.userId, p.tag, p.email, p.phone];
const matches = (exported: Record<string, unknown>, seeded: Record<string, unknown>) =>
  Object.entries(exported).every(([k, v]) => JSON.stringify(v) === JSON.stringify(seeded[k]) || !(k in seeded));

describe(`download and delete (issue 16) on ${testDriver()} with ${store}`, () => {
  const prefix = `maya-test:${randomUUID()}:`;
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  let app: FastifyInstance;
  let db: Database;
  let a: Person;
  let b: Person;
  const gate = deletionGate();

  beforeAll(async () => {
    app = await createTestApp({}, { redis, simulation: { keyPrefix: prefix }, onRoute: gate.onRoute });
    db = (await getTestDatabase()).db;
  });
  beforeEach(async () => {
    gate.disarm();
    await resetDatabase(await getTestDatabase());
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    }
    a = await person(app, db, 'ada', redis, prefix);
    b = await person(app, db, 'bea', redis, prefix);
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await app?.close();
  });

  it('seeds every registered table for both people', async () => {
    for (const p of [a, b]) {
      const tables = new Set(p.rows.map((r) => r.table));
      const found = await exportPersonalData(db, p.userId);
      for (const entry of personalData) expect.soft(found.tables[entry.name]?.length, `${p.tag}: ${entry.name}`).toBeGreaterThan(0);
      // Seeded here, or already there from signing in (their one profile, their one session).
      expect(personalData.filter((e) => !tables.has(e.name) && e.name !== 'users').map((e) => e.name)).toEqual(['profiles']);
    }
  });

  it('exports all of A’s rows and none of B’s, as maya-data-YYYY-MM-DD.json, and logs it', async () => {
    const res = await exportVia(a.browser);
    expect(res.statusCode).toBe(200);
    const file = res.json<PersonalDataExport>();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="maya-data-${file.exported_at.slice(0, 10)}.json"`);
    expect(file.person).toEqual({ user_id: a.userId, email: a.email });
    for (const { table, row } of a.rows) {
      expect
        .soft(
          file.tables[table]?.some((exported) => matches(exported, row)),
          `${table} row ${JSON.stringify(row).slice(0, 120)}`,
        )
        .toBe(true);
    }
    const text = res.body;
    for (const id of identifiers(b)) expect(text).not.toContain(id);
    for (const { row } of b.rows)
      for (const value of Object.values(row)) if (typeof value === 'string' && value.length >= 20) expect(text).not.toContain(value);
    // Token hashes are left out, and the file says so.
    expect(file.tables.sessions![0]).not.toHaveProperty('access_token_hash');
    expect(file.left_out.map((l) => l.table)).toEqual(
      expect.arrayContaining(['sessions', 'refresh_tokens', 'mobile_chat_sessions', 'handoff_tokens']),
    );
    const events = await db.select().from(t.securityEvents).where(eq(t.securityEvents.eventType, 'data_export'));
    expect(events.map((e) => e.userId)).toEqual([a.userId]);
  });

  it('allows three downloads an hour per person', async () => {
    expect([
      (await exportVia(a.browser)).statusCode,
      (await exportVia(a.browser)).statusCode,
      (await exportVia(a.browser)).statusCode,
    ]).toEqual([200, 200, 200]);
    const refused = await exportVia(a.browser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'export_limited', message: PRIVACY_MESSAGES.exportLimited });
    // Someone else's downloads are counted apart.
    expect((await exportVia(b.browser)).statusCode).toBe(200);
  });

  it('deletes A: 0 rows and 0 keys left of A, B untouched, A signed out everywhere', async () => {
    await exportVia(a.browser);
    await exportVia(b.browser);
    const person = await gatherPerson(db, a.userId);
    const bBefore = await exportPersonalData(db, b.userId);
    const otherSession = a.browser.jar.get('maya_at');
    const res = await deleteVia(a.browser, ` ${a.email.toUpperCase()} `);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/maya_at=;/);

    for (const entry of personalData) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ${entry.table} where ${entry.owned(person)}`),
      );
      expect.soft(row!.n, entry.name).toBe(0);
    }
    const everything = await wholeDatabase(db);
    for (const id of identifiers(a)) expect(everything).not.toContain(id);
    // The counted events stay, without anyone: the anonymised rows of A are still there.
    const kept = await db
      .select()
      .from(t.securityEvents)
      .where(sql`${t.securityEvents.eventData} = '{"anonymised": true}'::jsonb`);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((e) => e.userId === null)).toBe(true);

    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      for (const id of [a.userId, ...person.runIds]) expect(keys.filter((k) => k.includes(id))).toEqual([]);
      expect(keys.some((k) => k.includes(b.userId))).toBe(true);
      const bRun = (await gatherPerson(db, b.userId)).runIds[0]!;
      expect(await redis.exists(runStreamKey(bRun, prefix))).toBe(1);
    }

    const bAfter = await exportPersonalData(db, b.userId);
    expect({ ...bAfter, exported_at: '' }).toEqual({ ...bBefore, exported_at: '' });
    expect(await deleteVia(b.browser, 'nobody@example.com').then((r) => r.statusCode)).toBe(400);

    // The old cookies no longer sign anyone in; a second call changes nothing.
    a.browser.jar.set('maya_at', otherSession!);
    expect((await a.browser.request({ method: 'GET', url: '/api/flow' })).statusCode).toBe(401);
    expect((await deleteVia(a.browser, a.email)).statusCode).toBe(401);
    const deletedEvents = await db.select().from(t.securityEvents).where(eq(t.securityEvents.eventType, 'account_deleted'));
    expect(deletedEvents.map((e) => e.userId)).toEqual([null]);
  });

  it('signing in again with the same account starts a new person at onboarding', async () => {
    expect((await deleteVia(a.browser, a.email)).statusCode).toBe(204);
    const again = await signIn(app, { email: a.email, name: 'ada' });
    const flow = (await again.request({ method: 'GET', url: '/api/flow' })).json();
    expect(flow.current).toBe('onboarding');
    const [user] = await db.select().from(t.users).where(eq(t.users.email, a.email));
    expect(user!.id).not.toBe(a.userId);
  });

  it('refuses a mismatched e-mail, and a sign-in older than 10 minutes, deleting nothing', async () => {
    const wrong = await deleteVia(a.browser, b.email);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'email_mismatch', message: PRIVACY_MESSAGES.emailMismatch });
    await db
      .update(t.sessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(t.sessions.userId, a.userId));
    const stale = await deleteVia(a.browser, a.email);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ code: 'sign_in_again', message: PRIVACY_MESSAGES.signInAgain });
    const account = (await a.browser.request({ method: 'GET', url: '/api/privacy/account' })).json();
    expect(new Date(account.can_delete_until).getTime()).toBeLessThan(Date.now());
    expect((await gatherPerson(db, a.userId)).emails).toEqual([a.email]);
  });

  it('two deletions that pass sign-in at once both succeed, and delete once', async () => {
    gate.arm(2);
    const [first, second] = await Promise.all([deleteVia(a.browser, a.email), deleteVia(a.browser, a.email)]);
    expect([first.statusCode, second.statusCode]).toEqual([204, 204]);
    expect(await db.select().from(t.users).where(eq(t.users.id, a.userId))).toEqual([]);
    const deletedEvents = await db.select().from(t.securityEvents).where(eq(t.securityEvents.eventType, 'account_deleted'));
    expect(deletedEvents).toHaveLength(1);
  });
});
