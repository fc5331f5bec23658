import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { projectPath } from '../lib/project-root';
import type { DatabaseHandle } from './client';

const migrationsFolder = projectPath('drizzle');

/** Applies the SQL migrations in drizzle/ — the same files for both drivers. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'postgres') await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  else await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
}
