import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';

/** The test database's connection behind a second Drizzle instance that records every query it sends. */
export function countingDatabase(handle: DatabaseHandle) {
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db: Database =
    handle.driver === 'postgres' ? drizzlePg(client as pg.Pool, { schema, logger }) : drizzlePglite(client as PGlite, { schema, logger });
  return { db, queries };
}
