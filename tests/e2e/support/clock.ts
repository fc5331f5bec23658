import type { Page } from 'playwright-core';

/**
 * Page time under the test's control (Playwright's `page.clock`): where time passing is the point
 * of a journey, the test moves the clock instead of sleeping, so a busy machine changes nothing.
 */
const START = new Date('2026-01-05T12:00:00Z').getTime();
const HOLD_AHEAD_MS = 10_000;

/** Installs the fake clock before the page loads; page time still flows until `holdClock`. */
export const installClock = (page: Page) => page.clock.install({ time: START });

/**
 * Installs the fake clock stopped, before the page loads: page time moves only through
 * `letTimePass`, so a timer the page starts runs exactly when the test says, however slow the
 * machine. Fetches and rendering still go on; only timers wait.
 * NOTE: pausing a running clock later races it (the page's time moves on while the test reads it).
 */
export async function installHeldClock(page: Page) {
  await page.clock.install({ time: START });
  // NOTE: the installed clock flows until paused, and pauseAt refuses a time already past: a pause
  // 1 ms ahead failed on a busy CI machine ("Cannot fast-forward to the past"). 10 s ahead holds.
  await page.clock.pauseAt(START + HOLD_AHEAD_MS);
}

/** Moves page time on by `ms`, firing every timer that falls due on the way. */
export const letTimePass = (page: Page, ms: number) => page.clock.runFor(ms);
