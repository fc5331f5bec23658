import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { startAutomation, TEST_MESSAGES_PER_HOUR } from '../../src/server/modules/channels';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';
import { warmPool } from './helpers/warm-pool';

openTestDatabaseFirst();

const ADMIN = { authorization: `Bearer ${'a'.repeat(32)}` };

/**
 * Polls until `check` holds (state, not time). NOTE: the cap counts polls, not milliseconds (at least
 * 20 s of them), so a busy machine slows the poll down instead of failing it; it only ends a hang.
 */
async function until(check: () => Promise<boolean>) {
  for (let polls = 0; !(await check()); polls++) {
    if (polls >= 2000) throw new Error('condition never held');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** How many statements wait for a lock on the table (PostgreSQL). */
async function waitingForLock(db: Database, table: string) {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_locks where not granted and relation = ${table}::regclass`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement at a time and hides races.
describe(`parallel hand-off writes on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp({}, { adminToken: 'a'.repeat(32) });
  });
  afterEach(async () => app.close());

  it('10 parallel hand-off completions make exactly one automation row', async () => {
    const b = await signIn(app);
    const channels = ['whatsapp', 'telegram', 'messenger'] as const;
    await warmPool();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        b.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: channels[i % 3] } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const { db } = await getTestDatabase();
    const rows = await db.select().from(t.automationSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: b.session.session.user.id, status: 'active' });
  });

  it.runIf(testDriver() === 'postgres')('completions whose reads all happen before any write still make one row', async () => {
    const b = await signIn(app);
    const userId = b.session.session.user.id as string;
    const { db } = await getTestDatabase();
    // A SHARE lock lets every completion read but holds every insert until all 8 are waiting:
    // the widest race there is, made certain instead of likely.
    let completions!: Promise<PromiseSettledResult<void>[]>;
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table automation_sessions in share mode`);
      completions = Promise.allSettled(Array.from({ length: 8 }, () => startAutomation(db, userId, 'whatsapp')));
      await until(async () => (await waitingForLock(tx, 'automation_sessions')) >= 8);
    });
    expect((await completions).filter((s) => s.status === 'rejected')).toEqual([]);
    expect(await db.select().from(t.automationSessions)).toHaveLength(1);
  });

  it('10 parallel approvals of one person send exactly one e-mail, which is theirs', async () => {
    const b = await signIn(app);
    await b.request({ method: 'POST', url: '/api/invite/waitlist', payload: {} });
    await warmPool();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: 'POST', url: '/api/admin/approve', headers: ADMIN, payload: { email: 'ada@example.com' } }),
      ),
    );
    const results = answers.map((a) => a.json().result);
    expect(results.filter((r) => r === 'approved')).toHaveLength(1);
    expect(results.filter((r) => r === 'already_approved')).toHaveLength(9);
    const { db } = await getTestDatabase();
    const mails = await db.select().from(t.outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'email', address: 'ada@example.com', userId: b.session.session.user.id });
    const [entry] = await db.select().from(t.waitlist);
    expect(entry!.approvedAt).not.toBeNull();
  });

  it(`8 parallel test messages send at most ${TEST_MESSAGES_PER_HOUR}, and refuse the rest with 429`, async () => {
    const b = await signIn(app);
    await b.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: '+14155550123' } });
    const { db } = await getTestDatabase();
    await db
      .update(t.messagingConnections)
      .set({ sentAt: sql`sent_at - interval '6 seconds'`, connectedAt: sql`connected_at - interval '6 seconds'` })
      .where(eq(t.messagingConnections.userId, b.session.session.user.id));
    await warmPool();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => b.request({ method: 'POST', url: '/api/connect/test-message', payload: {} })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(TEST_MESSAGES_PER_HOUR);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    const tests = await db
      .select()
      .from(t.outbox)
      .where(sql`${t.outbox.payload}->>'purpose' = 'test'`);
    expect(tests).toHaveLength(statuses.filter((s) => s === 200).length);
  });
});
