import { setImmediate as nextTurn } from 'node:timers/promises';
import type pg from 'pg';
import { TIMED_OUT, connectionLoss, describeQuery, isReadOnly } from './connection-loss';

export type QueryRetried = { query: string; lost: string };

type QueryArgs = [text: string | pg.QueryConfig, values?: unknown[]];

/**
 * Makes `pool.query` run a read again, once, when the connection it ran on was lost (PostgreSQL
 * restarted, failed over, or terminated the backend): the pool has discarded that connection, so
 * the second try runs on another. Writes are never run again (the first may have committed); their
 * error reaches the error handler, which answers 503. Queries inside a transaction run on a
 * checked-out client, not through `pool.query`, so they are never retried either.
 * NOTE: waits one event-loop turn before the retry, so the close of the other connections that
 * PostgreSQL dropped at the same moment is seen first and the pool does not hand one of them out.
 */
export function retryReadsOnce(pool: pg.Pool, onRetry: (event: QueryRetried) => void): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const retrying = async (...args: QueryArgs) => {
    try {
      return await query(...args);
    } catch (error) {
      const text = typeof args[0] === 'string' ? args[0] : args[0].text;
      const lost = connectionLoss(error, { fromQuery: true });
      // A pool that found no connection in connectionTimeoutMillis would only wait as long again.
      if (!lost || lost === TIMED_OUT || !isReadOnly(text)) throw error;
      onRetry({ query: describeQuery(text), lost });
      await nextTurn();
      return query(...args);
    }
  };
  pool.query = ((...args: unknown[]) =>
    // The callback form (nobody in Maya uses it) is left as it was.
    typeof args.at(-1) === 'function' ? query(...args) : retrying(...(args as QueryArgs))) as typeof pool.query;
}
