import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { profiles, users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/modules/sessions';

const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** One per checkout: two branches' benches with different migrations must not share (and lock) one database. */
export const BENCH_DATABASE = `maya_bench_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`;
export const benchDatabaseUrl = () => `${SERVER_URL}/${BENCH_DATABASE}`;

/**
 * Creates (once) and migrates the bench database, then signs one person in: a user, a profile and a
 * live session. On PostgreSQL by default; in PGlite when given `pgliteDir`.
 */
export async function seedSignedInPerson(pgliteDir?: string): Promise<{ accessToken: string }> {
  if (!pgliteDir) await createBenchDatabase();
  const database = await openDatabase({
    url: pgliteDir ? undefined : benchDatabaseUrl(),
    dataDir: pgliteDir ?? 'unused',
    applicationName: 'maya-bench-seed',
  });
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

async function createBenchDatabase() {
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
  if (!rowCount) await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
}
