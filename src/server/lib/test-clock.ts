/**
 * The server's clock for journeys (tests/e2e): real time plus an offset a journey moves on, as
 * Playwright's page clock moves the page's, so "the next morning" comes without sleeping.
 * NOTE: app.ts makes one only with NODE_ENV=test and the built-in sign-in provider (never in
 * production), and only the messaging app's clock reads it (its turns, the outbox, housekeeping).
 */
export type TestClock = { now: () => Date; advance: (ms: number) => Date; reset: () => Date };

export function createTestClock(): TestClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance: (ms) => {
      offsetMs += Math.max(0, ms);
      return now();
    },
    // NOTE: the journeys share one server: a journey that moved the clock on puts it back for the others.
    reset: () => {
      offsetMs = 0;
      return now();
    },
  };
}
