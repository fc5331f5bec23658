import type { Database } from './client';

/**
 * A query built once per database and reused: Drizzle skips rebuilding its SQL on every call, and
 * with node-postgres the statement is named, so each connection parses and plans it once.
 * For the hottest queries only (every signed-in request runs them); see docs/decisions/011.
 * NOTE: a named statement lives on its connection; behind PgBouncer in transaction mode this needs
 * PgBouncer ≥ 1.21 with max_prepared_statements set.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
