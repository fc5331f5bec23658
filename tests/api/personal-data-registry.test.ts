import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { personalData } from '../../src/server/modules/privacy/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { personColumns, rowsOf, unregistered } from './helpers/personal-columns';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** Issue 16 item 1: a table with a person column that is not in the registry fails the suite. */
describe(`the personal-data registry on ${testDriver()}`, () => {
  afterEach(async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`drop table if exists privacy_probe_child, privacy_probe`);
  });

  it('lists every table with a person column of the migrated schema', async () => {
    const { db } = await getTestDatabase();
    const columns = await personColumns(db);
    // The detection sees what it should: direct ids, e-mails, phones and children of personal tables.
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining([
        'profiles.user_id',
        'users.email',
        'invite_allowlist.email',
        'messaging_connections.phone',
        'scene_responses.session_id',
        'refresh_tokens.session_id',
      ]),
    );
    expect(unregistered(columns)).toEqual([]);
  });

  it('names each registered person column as the database has it, and each table once', async () => {
    const { db } = await getTestDatabase();
    const actual = rowsOf<{ table: string; column: string }>(
      await db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public'`),
    );
    const known = new Set(actual.map((c) => `${c.table}.${c.column}`));
    const stale = personalData.flatMap((e) => e.personColumns.map((c) => `${e.name}.${c}`)).filter((c) => !known.has(c));
    expect(stale).toEqual([]);
    expect(new Set(personalData.map((e) => e.name)).size).toBe(personalData.length);
  });

  it('fails for a new table with a person column, saying what line to add', async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`create table privacy_probe (id uuid primary key, user_id uuid references users(id))`);
    await db.execute(
      sql`create table privacy_probe_child (id uuid primary key, probe_id uuid references profiles(user_id), contact_email text)`,
    );
    const problems = unregistered(await personColumns(db));
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            String.raw`^table privacy_probe holds personal data \(user_id: .*\) but is not in the personal-data registry\. ` +
              String.raw`Add one line to personalData in src/server/modules/privacy/personal-data-registry\.ts: byUser\(t\.privacyProbe\),$`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            String.raw`^table privacy_probe_child holds personal data \(contact_email: .*; probe_id: a foreign key to profiles\) .*: ` +
              String.raw`through\(t\.privacyProbeChild, t\.privacyProbeChild\.probeId, t\.<parent>\.id\),$`,
          ),
        ),
      ]),
    );
  });
});
