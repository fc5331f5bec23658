import { beforeAll } from 'vitest';
import { getTestDatabase } from '../../setup/test-db';

/**
 * NOTE: opening PGlite costs ~4 s on an idle core and far more on a busy 2-core CI machine; each
 * test file opens its own. Paid once in a hook with its own budget, it no longer eats into the
 * first test's timeout, and a real hang still fails after two minutes.
 */
export const OPEN_DATABASE_TIMEOUT_MS = 120_000;

/** Opens (and migrates) the worker's test database before the file's first hook or test. */
export function openTestDatabaseFirst(): void {
  beforeAll(async () => {
    await getTestDatabase();
  }, OPEN_DATABASE_TIMEOUT_MS);
}
