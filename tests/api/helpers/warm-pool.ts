import { sql } from 'drizzle-orm';
import { getTestDatabase } from '../../setup/test-db';

/**
 * Opens the pool's connections first, so parallel requests really run side by side (PostgreSQL).
 * NOTE: each statement sleeps a little so that all ten are open at once; a bare `select 1` is done
 * before the next asks, and reuses one connection.
 */
export async function warmPool(connections = 10) {
  const { db } = await getTestDatabase();
  await Promise.all(Array.from({ length: connections }, () => db.execute(sql`select pg_sleep(0.02)`)));
}
