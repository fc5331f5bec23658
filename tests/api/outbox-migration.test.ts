import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import * as t from '../../src/server/db/schema';
import { claimDue, pruneOutbox } from '../../src/server/modules/channels/testing';
import { enqueue, latestOutbox } from '../../src/server/modules/channels';
import { projectPath } from '../../src/server/lib/project-root';
import { testDriver } from '../setup/test-db';
import { OPEN_DATABASE_TIMEOUT_MS } from './helpers/test-database';

const ONE_OUTBOX = '_one_outbox';

/** The migrations as they were before the one outbox (ADR 059): the folder with its journal cut there. */
function migrationsBeforeOneOutbox(): string {
  const dir = mkdtempSync(join(tmpdir(), 'maya-migrations-'));
  cpSync(projectPath('drizzle'), dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.endsWith(ONE_OUTBOX));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

/** A database of its own (the migration cannot run twice on the shared one): PGlite in memory, or a new PostgreSQL database. */
async function openScratchDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  const name = `maya_outbox_migration_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: '' });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe(`the one outbox's migration on ${testDriver()}`, () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(
    'moves every row of both outboxes into one table: the queued chat messages still go out, the e-mail and message copies still show',
    async () => {
      const folder = migrationsBeforeOneOutbox();
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      const { handle, drop } = await openScratchDatabase();
      cleanups.push(drop);
      const { db } = handle;
      if (handle.driver === 'postgres') await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
      else await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });

      const [ada] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into users (issuer, subject, email) values ('i', 'ada', 'ada@example.com') returning id`),
      );
      const adaId = ada!.id;
      const at = (iso: string) => sql`${iso}::timestamptz`;
      // The messenger's outbox: a queued answer, one sent with buttons, the dev chat's copy of what Ada wrote.
      await db.execute(sql`insert into messenger_outbox (user_id, channel, address, dedupe_key, text, status, next_attempt_at, created_at)
        values (${adaId}, 'telegram', '4242', 'update:7:0', 'queued before the upgrade', 'pending',
          ${at('2026-12-01T10:00:00Z')}, ${at('2026-12-01T10:00:00Z')})`);
      await db.execute(sql`insert into messenger_outbox (user_id, channel, address, text, buttons, status, sent_at, created_at)
        values (${adaId}, 'whatsapp', '+14155550101', 'pick one', ${JSON.stringify([[{ label: 'Yes', data: 'y' }]])}::jsonb, 'sent',
          ${at('2026-12-01T09:00:01Z')}, ${at('2026-12-01T09:00:00Z')})`);
      await db.execute(sql`insert into messenger_outbox (user_id, channel, address, text, direction, status, sent_at, created_at)
        values (${adaId}, 'dev', ${adaId}, 'hello Maya', 'in', 'sent', ${at('2026-12-01T08:00:00Z')}, ${at('2026-12-01T08:00:00Z')})`);
      // The e-mail and Twilio outbox: an approval to someone with no account, an opt-in to Ada, a failed SMS.
      await db.execute(sql`insert into outbox (kind, recipient, subject, body, status, sent_at, created_at)
        values ('email', 'grace@example.org', 'You''re in', 'Welcome, Grace', 'sent', ${at('2026-11-30T12:00:00Z')}, ${at('2026-11-30T12:00:00Z')})`);
      await db.execute(sql`insert into outbox (user_id, kind, recipient, body, payload, status, sent_at, created_at)
        values (${adaId}, 'message', '+14155550101', 'reply YES 123456', ${JSON.stringify({ channel: 'whatsapp', purpose: 'opt_in' })}::jsonb,
          'sent', ${at('2026-11-30T13:00:00Z')}, ${at('2026-11-30T13:00:00Z')})`);
      await db.execute(sql`insert into outbox (user_id, kind, recipient, body, payload, status, created_at)
        values (${adaId}, 'message', '+14155550101', 'not delivered', ${JSON.stringify({ channel: 'sms', provider: 'twilio', sid: null })}::jsonb,
          'failed', ${at('2026-11-30T14:00:00Z')})`);

      await migrate(handle);

      const all = await db.select().from(t.outbox).orderBy(asc(t.outbox.createdAt));
      expect(all.map((r) => [r.kind, r.channel, r.address, r.text, r.status, r.direction])).toEqual([
        ['email', 'email', 'grace@example.org', 'Welcome, Grace', 'sent', 'out'],
        ['message', 'whatsapp', '+14155550101', 'reply YES 123456', 'sent', 'out'],
        ['message', 'sms', '+14155550101', 'not delivered', 'failed', 'out'],
        ['chat', 'dev', adaId, 'hello Maya', 'sent', 'in'],
        ['chat', 'whatsapp', '+14155550101', 'pick one', 'sent', 'out'],
        ['chat', 'telegram', '4242', 'queued before the upgrade', 'pending', 'out'],
      ]);
      expect(all.find((r) => r.text === 'pick one')!.buttons).toEqual([[{ label: 'Yes', data: 'y' }]]);

      // The copies read as they did on /dev/outbox: everyone's for the admin, Ada's for Ada.
      const copies = await latestOutbox(db, 'everyone');
      expect(copies.map((c) => [c.kind, c.recipient, c.subject, c.body, c.userId])).toEqual([
        ['message', '+14155550101', null, 'not delivered', adaId],
        ['message', '+14155550101', null, 'reply YES 123456', adaId],
        ['email', 'grace@example.org', "You're in", 'Welcome, Grace', null],
      ]);
      expect(copies[1]!.payload).toEqual({ channel: 'whatsapp', purpose: 'opt_in' });
      expect(await latestOutbox(db, { userId: adaId })).toHaveLength(2);

      // Nothing queued is lost: the waiting message is claimed, and once only (its dedupe key still holds).
      const now = new Date('2026-12-01T10:00:05Z');
      const again = await enqueue(
        db,
        { userId: adaId, channel: 'telegram', address: '4242', text: 'a retry', dedupeKey: 'update:7:0' },
        now,
      );
      expect(again.text).toBe('queued before the upgrade');
      const claimed = await claimDue(db, now);
      expect(claimed.map((m) => [m.channel, m.text, m.userId])).toEqual([['telegram', 'queued before the upgrade', adaId]]);
      // New rows take ids after the moved ones.
      const next = await enqueue(db, { userId: adaId, channel: 'dev', address: adaId, text: 'after the upgrade' }, now);
      expect(next.id).toBeGreaterThan(Math.max(...all.map((r) => r.id)));

      // One retention rule: a sent e-mail copy goes after 30 days like a sent chat message; the failed SMS stays 90.
      const pruned = await pruneOutbox(db, new Date('2027-01-02T12:00:00Z'));
      expect(pruned.deleted).toBe(4);
      const left = await db.select({ text: t.outbox.text }).from(t.outbox).orderBy(asc(t.outbox.id));
      expect(left.map((r) => r.text)).toEqual(['queued before the upgrade', 'not delivered', 'after the upgrade']);
    },
    OPEN_DATABASE_TIMEOUT_MS,
  );
});
