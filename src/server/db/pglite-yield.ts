import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Statements = Pick<Transaction, 'query' | 'exec'>;

/** The statements of `target`, each started on a turn of the event loop of its own. */
function yielding(target: Statements): Statements {
  // Bound now: `target` may be the very object these replace.
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      await nextLoopTurn();
      return query<T>(text, params, options);
    },
    async exec(text: string, options?: QueryOptions) {
      await nextLoopTurn();
      return exec(text, options);
    },
  };
}

/**
 * Makes every statement on the embedded database wait for one turn of the event loop before it runs.
 *
 * NOTE: PGlite runs each statement in this thread and resolves it without any I/O, so a chain of
 * statements (a chat turn's thirty, four turns at once) runs as one long chain of microtasks, and
 * the event loop turns over only between such chains. Node then took in about one new connection
 * per turn of the loop: in the messaging bench's burst (1,000 webhooks in a second) the rest waited
 * in the kernel's accept queue, and were dropped and retried, for a median of 10 s
 * (docs/decisions/044-pglite-yields.md). With a turn of the loop before each statement, sockets,
 * timers and other requests are served between any two statements.
 * The methods are replaced on the instance (PGlite's own methods use private fields, so a Proxy
 * cannot stand in for it) and inside each transaction.
 */
export function yieldBeforeStatements(client: PGlite): PGlite {
  const transaction = client.transaction.bind(client);
  Object.assign(client, yielding(client), {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => work(Object.assign(Object.create(tx) as Transaction, yielding(tx)))),
  });
  return client;
}
