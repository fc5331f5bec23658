import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { profiles, users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/services/sessions/session-store';

const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const BENCH_DATABASE = 'maya_bench';
export const benchDatabaseUrl = () => `${SERVER_URL}/${BENCH_DATABASE}`;

/** Creates (once) and migrates the bench database, then signs one person in: a user, a profile and a live session. */
export async function seedSignedInPerson(): Promise<{ accessToken: string }> {
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
  if (!rowCount) await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();

  const database = await openDatabase({ url: benchDatabaseUrl(), dataDir: 'unused', applicationName: 'maya-bench-seed' });
  try {
    await migrate(database);
    const subject = `bench-${Date.now()}`;
    const [user] = await database.db
      .insert(users)
      .values({ issuer: 'https://bench.invalid', subject, email: `${subject}@example.com`, emailVerified: true })
      .returning({ id: users.id });
    await database.db
      .insert(profiles)
      .values({ userId: user!.id, displayName: 'Bench', email: `${subject}@example.com`, onboardingCompleted: true });
    const { accessToken } = await createSession(database.db, user!.id, 'autocannon');
    return { accessToken };
  } finally {
    await database.close();
  }
}
