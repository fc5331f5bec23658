import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** What every API test starts from (tests/setup/test-db.ts): the worker's one database, emptied. */
describe(`the reset between tests on ${testDriver()}`, () => {
  const rowCounts = async () => {
    const { db } = await getTestDatabase();
    const tables = rowsOf<{ tablename: string }>(await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`));
    const counts = rowsOf<{ name: string; n: number }>(
      await db.execute(
        sql.raw(tables.map(({ tablename }) => `select '${tablename}' as name, count(*)::int as n from "${tablename}"`).join(' union all ')),
      ),
    );
    return counts.filter((c) => c.n > 0);
  };
  const seed = async (subject = 'ada') => {
    const { db } = await getTestDatabase();
    const [user] = await db.insert(t.users).values({ issuer: 'https://idp.test', subject }).returning();
    const far = new Date(Date.now() + 60_000);
    await db.insert(t.sessions).values({ userId: user!.id, accessTokenHash: `hash-${subject}`, accessExpiresAt: far, expiresAt: far });
    const [queued] = await db.insert(t.outbox).values({ userId: user!.id, channel: 'dev', address: 'a', text: 'hi' }).returning();
    return { user: user!, outboxId: queued!.id };
  };

  it('empties every table, rows that refer to others included, and numbers from the start again', async () => {
    const h = await getTestDatabase();
    await resetDatabase(h);
    const first = await seed();
    expect((await rowCounts()).map((c) => c.name).sort()).toEqual(['outbox', 'sessions', 'users']);
    expect((await seed('bea')).outboxId).toBeGreaterThan(first.outboxId);
    await resetDatabase(h);
    expect(await rowCounts()).toEqual([]);
    expect((await seed()).outboxId).toBe(first.outboxId);
    await resetDatabase(h);
  });

  it('deletes rows rather than writing every table anew (a TRUNCATE costs each test ~0.5 s on a busy machine)', async () => {
    const h = await getTestDatabase();
    const fileOf = async () =>
      rowsOf<{ file: string }>(await h.db.execute(sql`select pg_relation_filenode('users')::text as file`))[0]!.file;
    await resetDatabase(h);
    await seed();
    const before = await fileOf();
    await resetDatabase(h);
    expect(await fileOf()).toBe(before);
    expect(await rowCounts()).toEqual([]);
  });

  it('waits for a write still going on when it starts, and removes what it wrote', async () => {
    const h = await getTestDatabase();
    await resetDatabase(h);
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let began!: () => void;
    const begun = new Promise<void>((resolve) => (began = resolve));
    const write = h.db.transaction(async (tx) => {
      await tx.insert(t.users).values({ issuer: 'https://idp.test', subject: 'late' });
      began();
      await held;
    });
    await begun;
    const reset = resetDatabase(h);
    // PGlite is one connection: the reset queues behind the open transaction. PostgreSQL: let the write
    // go once the reset waits for its lock.
    if (testDriver() === 'postgres')
      await expect
        .poll(async () => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from pg_locks where not granted`))[0]!.n, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
    finish();
    await write;
    await reset;
    expect(await rowCounts()).toEqual([]);
  });
});
