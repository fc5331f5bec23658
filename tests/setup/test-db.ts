import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/**
 * One database per test worker, migrated once and emptied between tests.
 * TEST_DATABASE_URL=postgres://… runs against PostgreSQL (a database per worker and checkout is created beside it);
 * otherwise an in-memory PGlite (NOTE: ~4 s and ~800 MB each, so never more than one per worker).
 */
let handle: Promise<DatabaseHandle> | undefined;

export const testDriver = (): 'postgres' | 'pglite' => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

export function getTestDatabase(): Promise<DatabaseHandle> {
  handle ??= open();
  return handle;
}

async function open(): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const h = await openDatabase({ dataDir: 'memory://' });
    await migrate(h);
    return h;
  }
  // One database per checkout, run and worker: two suites side by side, even in one checkout, never
  // drop each other's. The run is the vitest process that forked this worker.
  const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);
  const name = `maya_test_${checkout}_${process.ppid}_${process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await dropDatabasesOfEndedRuns(admin, checkout);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const h = await openDatabase({ url: url.toString(), dataDir: '' });
  await migrate(h);
  return h;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** This checkout's databases left by runs that have ended (or named before runs were part of the name). */
async function dropDatabasesOfEndedRuns(admin: pg.Client, checkout: string) {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
    `maya_test_${checkout}_%`,
  ]);
  for (const { datname } of rows) {
    const parts = datname.split('_');
    const run = parts.length === 5 ? Number(parts[3]) : NaN;
    if (Number.isInteger(run) && isRunning(run)) continue;
    // NOTE: this run's other worker may be dropping the same leftover at once: either drop is enough.
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  }
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Empties every application table (not the migrations journal) and restarts their sequences. */
export async function resetDatabase(h: DatabaseHandle): Promise<void> {
  const tables = rowsOf<{ tablename: string }>(await h.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)).map(
    (r) => r.tablename,
  );
  if (tables.length === 0) return;
  // NOTE: a previous test's work that outlived its response (a turn saved after the reply, say) may
  // still hold a row lock: PostgreSQL then picks the reset as a deadlock victim, and it is retried.
  for (let attempt = 1; ; attempt++) {
    try {
      await deleteRows(h, tables).catch((err: unknown) => (isNotAllowed(err) ? truncate(h, tables) : Promise.reject(err)));
      break;
    } catch (err) {
      if (attempt >= 5 || !isDeadlock(err)) throw err;
    }
  }
  const sequences = rowsOf<{ name: string; start: string }>(
    await h.db.execute(
      sql`select sequencename as name, start_value::text as start from pg_sequences where schemaname = 'public' and last_value is not null`,
    ),
  );
  if (sequences.length === 0) return;
  await h.db.execute(sql.raw(`select ${sequences.map((q) => `setval('"${q.name}"', ${q.start}, false)`).join(', ')}`));
}

/**
 * Deletes the rows the last test left, in the few tables that have any. NOTE: not TRUNCATE, which writes
 * every table's files anew (PGlite: ~0.5 s a test on a busy machine; PostgreSQL ~0.8 s, against ~0.1 s and
 * ~0.03 s this way). The lock waits for a previous test's writes still going on, as TRUNCATE's did; with
 * the foreign-key triggers off (replica role, superuser only) the tables empty in any order.
 */
async function deleteRows(h: DatabaseHandle, tables: string[]) {
  const filled = tables.map((t) => `select '${t}' as name where exists (select 1 from "${t}")`).join(' union all ');
  await h.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`LOCK TABLE ${tables.map((t) => `"${t}"`).join(', ')} IN SHARE ROW EXCLUSIVE MODE`));
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const { name } of rowsOf<{ name: string }>(await tx.execute(sql.raw(filled)))) await tx.execute(sql.raw(`DELETE FROM "${name}"`));
  });
}

/** For a PostgreSQL role that may not set the replica role. */
const truncate = (h: DatabaseHandle, tables: string[]) =>
  h.db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));

const hasCode = (err: unknown, code: string): boolean => {
  const cause = (err as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === code || cause.cause?.code === code;
};
const isDeadlock = (err: unknown) => hasCode(err, '40P01');
const isNotAllowed = (err: unknown) => hasCode(err, '42501');
