import type { Page } from 'playwright-core';

/**
 * Page time under the test's control (Playwright's `page.clock`): where time passing is the point
 * of a journey, the test moves the clock instead of sleeping, so a busy machine changes nothing.
 */
const START = new Date('2026-01-05T12:00:00Z').getTime();

/** Installs the fake clock before the page loads; page time still flows until `holdClock`. */
export const installClock = (page: Page) => page.clock.install({ time: START });

/**
 * Stops page time where it is: from here it moves only through `letTimePass`.
 * NOTE: call it once the page has loaded; fetches still complete, only timers wait.
 */
export async function holdClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1);
}

/** Moves page time on by `ms`, firing every timer that falls due on the way. */
export const letTimePass = (page: Page, ms: number) => page.clock.runFor(ms);
