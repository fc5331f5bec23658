import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquirePgliteLock } from './pglite-lock';
import { yieldBeforeStatements } from './pglite-yield';
import { retryReadsOnce, type QueryRetried } from './retrying-pool';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(async (tx) => …)` hands its callback, on either driver. */
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/**
 * What a store function takes when it may run inside a transaction or outside one: the app's
 * database or a transaction on it (both drivers' drizzle instances are a Database). No cast needed.
 */
export type Db = Database | Transaction;
export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Embedded database in a directory only: tells other tools where this process's admin API answers. */
  advertise?: (address: string) => void;
};

export type OpenOptions = {
  url?: string;
  dataDir: string;
  /** Shown in pg_stat_activity, so operators (and tests) can find the app's connections. A URL's own application_name wins. */
  applicationName?: string;
  /** Told when PostgreSQL drops one of the pool's connections (restart, failover, proxy idle timeout). */
  onConnectionLost?: (err: Error) => void;
  /** Told when a read is run again because its connection was lost (src/server/db/retrying-pool.ts). */
  onQueryRetried?: (event: QueryRetried) => void;
};

export const APPLICATION_NAME = 'maya';

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory for 'memory://').
 * A PGlite directory another live process holds is refused with DatabaseInUseError (pglite-lock.ts).
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = openPool(options.url, options);
    const db: Database = drizzlePg(pool, { schema });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir.startsWith('memory://')) {
    const client = yieldBeforeStatements(await PGlite.create(options.dataDir));
    return { db: drizzlePglite(client, { schema }), driver: 'pglite', close: () => client.close() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const lock = acquirePgliteLock(options.dataDir);
  try {
    const client = yieldBeforeStatements(await PGlite.create(options.dataDir));
    const db: Database = drizzlePglite(client, { schema });
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    };
    return { db, driver: 'pglite', close, advertise: lock.advertise };
  } catch (error) {
    lock.release();
    throw error;
  }
}

const warnLost = (err: Error) =>
  console.warn(`Database connection lost (${(err as { code?: string }).code ?? err.name}); the pool will open a new one.`);
const warnRetried = ({ query, lost }: QueryRetried) => console.warn(`Database connection lost (${lost}) under "${query}"; ran it again.`);

/**
 * A node-postgres pool that survives PostgreSQL dropping its connections. NOTE: a pg client
 * emits 'error' when its server goes away; without a listener that is an uncaught exception that
 * kills the process. The pool listens on idle clients and re-emits on itself; a client checked
 * out (a transaction waiting on something else) has no pool listener, so every client gets one.
 * The broken client is discarded and the next query opens a fresh connection; a read that was
 * running on it is run again once (retrying-pool.ts), a write fails with the error handler's 503.
 */
function openPool(url: string, options: OpenOptions): pg.Pool {
  const onLost = options.onConnectionLost ?? warnLost;
  const pool = new pg.Pool({
    connectionString: url,
    application_name: options.applicationName ?? APPLICATION_NAME,
    max: 10,
    // Close idle connections before typical proxy idle timeouts do it for us.
    idleTimeoutMillis: 10_000,
    // A database that does not answer fails the request after 10 s instead of hanging it.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  pool.on('connect', (client) => client.on('error', onLost));
  // Idle clients' errors reach this too; they were already reported by the client listener above.
  pool.on('error', () => {});
  retryReadsOnce(pool, options.onQueryRetried ?? warnRetried);
  return pool;
}
