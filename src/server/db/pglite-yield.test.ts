import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from './client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle.close());

/**
 * Runs 50 statements one after another and returns how many had run when a callback queued as the chain
 * started (setImmediate: the next turn of the event loop) got to run; null when it ran only after the chain.
 */
async function statementsBeforeTheLoopTurned(db: Database): Promise<number | null> {
  let done = 0;
  let seenAt: number | null = null;
  setImmediate(() => (seenAt ??= done));
  for (let i = 0; i < 50; i++) {
    await db.execute(sql`select 1`);
    done++;
  }
  return seenAt;
}

describe('the embedded database hands the event loop back between statements (pglite-yield.ts)', () => {
  it('a chain of statements lets a waiting callback run before the chain ends', async () => {
    expect(await statementsBeforeTheLoopTurned(handle.db)).toBeLessThanOrEqual(1);
  });

  it('so do the statements inside a transaction', async () => {
    const seenAt = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return statementsBeforeTheLoopTurned(tx);
    });
    expect(seenAt).toBeLessThanOrEqual(1);
  });
});
