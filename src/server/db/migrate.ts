import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { projectPath } from '../lib/project-root';
import type { DatabaseHandle } from './client';

const migrationsFolder = projectPath('drizzle');
/** Any fixed number: the key of the PostgreSQL advisory lock all instances take to migrate. */
const MIGRATION_LOCK_KEY = 0x6d617961; // "maya"

/** Applies the SQL migrations in drizzle/ — the same files for both drivers. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'postgres') await migrateOneAtATime(handle.db as unknown as NodePgDatabase & { $client: Pool });
  else await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
}

/**
 * Instances started together would all migrate an empty database at once, and all but one fail
 * (duplicate tables). Drizzle's migrator takes no lock, so each instance holds a session-level
 * advisory lock on a connection of its own while it migrates: the others wait, then find nothing left.
 */
async function migrateOneAtATime(db: NodePgDatabase & { $client: Pool }) {
  const lockHolder = await db.$client.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder });
  } finally {
    // NOTE: closing the connection would release the lock too; unlock so the pool can reuse it.
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockHolder.release();
  }
}
