import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { installHeldClock, letTimePass } from './support/clock';
import { admin, completeAssessmentViaApi } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const bubbles = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator('li p');

/** Moves page time on until `check` holds: timers fire only when the test says (page.clock). */
async function passTimeUntil(page: Page, check: () => Promise<boolean>, stepMs = 500, maxSteps = 400) {
  for (let i = 0; i < maxSteps; i++) {
    if (await check()) return;
    await letTimePass(page, stepMs);
  }
  throw new Error('the page never got there');
}

/** Issue 12 item 7: one match, one week, resumed after a reload, to the results. */
describe('the week with the kept match', () => {
  it('finds a match, watches the week with that match, reloads mid-week and sees the same week go on to the results', async () => {
    const { page, context, errors } = await newPage(browser);
    const person = newPerson('Priya Nair');
    await signInAs(page, person);
    await completeAssessmentViaApi(page);
    admin('approve', person.email);
    // From here page time moves only when the test says (the sign-in above runs on real time).
    await installHeldClock(page);

    // /connections: the analysis fills (page time), then a match is found and kept.
    await page.goto('/connections');
    const find = page.getByRole('button', { name: 'Find match & start simulation' });
    await passTimeUntil(page, () => find.isVisible(), 1000);
    await find.click();
    const heading = page.locator('#match-heading');
    await heading.waitFor({ timeout: 15_000 });
    const name = (await heading.innerText()).split(',')[0]!.trim();
    expect(name).not.toMatch(/^(maya|priya)$/i);
    await screenshot(page, 'week-match-desktop');

    // /simulation: the week is with that match.
    await page.goto('/simulation');
    const title = page.getByRole('heading', { level: 1 });
    const titled = async () => (await title.innerText().catch(() => '')).includes(`Your week with ${name}`);
    await passTimeUntil(page, titled);
    await page.getByText('LIVE').first().waitFor();
    await passTimeUntil(page, async () => (await bubbles(page).count()) >= 4, 1500);
    const before = await bubbles(page).allInnerTexts();
    const runId = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('maya.simulation.run') ?? '{}').id as string | undefined);
    const run = await runId();
    expect(run).toMatch(/^[0-9a-f-]{36}$/);

    // A reload mid-week: the same run, where it was, not a new one from the top. Page time moves
    // at most 400 ms (enough for the page's own start-up timers): a fresh playback would show
    // nothing for its first 500 ms, so the messages already seen must come back at once.
    await page.reload();
    let moved = 0;
    while ((await bubbles(page).count()) < before.length && moved < 400) {
      await letTimePass(page, 20);
      moved += 20;
      await expect
        .poll(() => bubbles(page).count(), { timeout: 1000 })
        .toBeGreaterThanOrEqual(before.length)
        .catch(() => undefined);
    }
    if ((await bubbles(page).count()) < before.length) await screenshot(page, 'week-after-reload-stuck-desktop');
    expect(await bubbles(page).count()).toBeGreaterThanOrEqual(before.length);
    expect((await bubbles(page).allInnerTexts()).slice(0, before.length)).toEqual(before);
    expect(await runId()).toBe(run);
    expect(await titled()).toBe(true);
    await screenshot(page, 'week-after-reload-desktop');
    await passTimeUntil(page, async () => (await bubbles(page).count()) > before.length, 1500);

    // On to the results (skipping the rest of the playback), still with that match.
    const skip = page.getByRole('button', { name: /skip playback/i });
    await passTimeUntil(page, () => skip.isVisible());
    await skip.click();
    const cont = page.getByRole('button', { name: 'Continue to Handoff' });
    await passTimeUntil(page, () => cont.isVisible());
    const results = page.locator('section, article, div').filter({ has: cont }).last();
    await expect.poll(() => results.innerText()).toContain(name);
    await screenshot(page, 'week-results-desktop');

    // The server kept the same match throughout, and /connections shows it on return.
    const kept = await page.evaluate(async () => (await fetch('/api/simulation/match')).json());
    expect(kept.match.name).toBe(name);
    await page.goto('/connections');
    await passTimeUntil(page, () => heading.isVisible());
    expect((await heading.innerText()).split(',')[0]!.trim()).toBe(name);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
