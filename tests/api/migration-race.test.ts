import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

const base = process.env.TEST_DATABASE_URL;

/**
 * Every instance migrates at start-up (README "Deploy"), so several instances rolled out at once
 * migrate the same empty database at the same moment: all of them must start.
 */
describe.runIf(base)('instances starting together on an empty PostgreSQL database', () => {
  const name = `maya_migrate_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('all migrate without an error, and each migration is recorded once', async () => {
    const url = new URL(base!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 4; i++) handles.push(await openDatabase({ url: url.toString(), dataDir: '' }));
    const results = await Promise.allSettled(handles.map((h) => migrate(h)));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query<{ hash: string; count: string }>(
      'select hash, count(*) from drizzle.__drizzle_migrations group by hash',
    );
    await check.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => Number(r.count) !== 1)).toEqual([]);
  });
});
