import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs, waitForWorkerControl } from './support/browser';
import { admin, completeAssessmentViaApi } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** Sections and cards that reach past the right edge of the screen (clipped or scrolling sideways). */
const pastTheRightEdge = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main section, main article')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
      .map((el) => el.outerHTML.slice(0, 80)),
  );

/** Waits for the settled state "at least `count` messages are on screen" (each bubble holds one <p>). */
const messagesShown = (page: Page, count: number) =>
  expect.poll(() => page.getByRole('log', { name: 'Messages' }).locator('li p').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(count);

describe('matches and the simulated week', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`finds a match on /connections, previews the conversation and shows a QR (${size})`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      const person = newPerson('Priya Nair');
      await signInAs(page, person);
      await completeAssessmentViaApi(page);
      admin('approve', person.email);
      await page.goto('/connections');
      await page
        .getByText(/waiting for analysis/i)
        .first()
        .waitFor();
      await screenshot(page, `connections-analysis-${size}`);
      const find = page.getByRole('button', { name: 'Find match & start simulation' });
      await find.waitFor({ timeout: 20_000 });
      await find.click();
      await page.getByRole('button', { name: 'Start conversation simulation' }).waitFor({ timeout: 15_000 });
      await screenshot(page, `connections-match-${size}`);
      // On a 390 px phone nothing scrolls sideways or gets clipped once the match is shown.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      expect(await pastTheRightEdge(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start conversation simulation' }).click();
      await page.getByText(/\d+%/).first().waitFor({ timeout: 20_000 });
      await page.getByRole('img', { name: /QR/i }).first().waitFor({ timeout: 15_000 });
      const qr = page.getByRole('img', { name: /QR/i }).first();
      const before = await qr.getAttribute('src');
      expect(before).toMatch(/^data:image\/png;base64,/);
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
      await screenshot(page, `connections-preview-${size}`);
      expect(await pastTheRightEdge(page)).toEqual([]);
      // The link and the QR open a chat with Maya's number, with exactly the spec's hello.
      const link = page.getByRole('link', { name: /Open WhatsApp/ });
      const expected = 'https://wa.me/14155238886?text=hey%20this%20is%20' + encodeURIComponent('Priya Nair');
      await expect(link.getAttribute('href')).resolves.toBe(expected);
      await page.getByRole('button', { name: 'Generate New Code' }).click();
      await expect.poll(() => qr.getAttribute('src')).not.toBe(before);
      // A new code, the same hello.
      await expect(link.getAttribute('href')).resolves.toBe(expected);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('plays the whole week to the results and continues to the hand-off, with the service worker in charge of the page', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone, [], { serviceWorkers: 'allow' });
    await signInAs(page, newPerson('Jonah Weiss'));
    await completeAssessmentViaApi(page);
    // The worker (issue 15) controls the page before the week starts, so its event stream passes by it.
    await waitForWorkerControl(page);
    const streams: boolean[] = [];
    page.on('response', (response) => {
      if (/\/api\/simulation\/runs\/[^/]+\/events/.test(response.url())) streams.push(response.fromServiceWorker());
    });
    await page.goto('/simulation');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByText('LIVE').first().waitFor({ timeout: 15_000 });
    await page
      .getByText(/Day \d of 7/)
      .first()
      .waitFor();
    await messagesShown(page, 2);
    await screenshot(page, 'simulation-live-phone');
    // Playback is paced like a real chat (§9); the skip control shows everything once it has arrived.
    const skip = page.getByRole('button', { name: /skip/i });
    if (await skip.isVisible()) await skip.click();
    await page.getByRole('button', { name: 'Continue to Handoff' }).waitFor({ timeout: 120_000 });
    await page
      .getByText(/YES|NO|MAYBE/)
      .first()
      .waitFor();
    // The stream came from the server itself: the worker never answers an event stream.
    expect(streams.length).toBeGreaterThan(0);
    expect(streams.every((fromWorker) => !fromWorker)).toBe(true);
    await screenshot(page, 'simulation-results-phone');
    await page.getByRole('button', { name: 'Continue to Handoff' }).click();
    await page.waitForURL('**/handoff');
    const flow = await page.evaluate(async () => (await fetch('/api/flow')).json());
    expect(flow.completed).toContain('simulation');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reloading mid-simulation lands in a clear state, not a stuck screen', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAs(page, newPerson());
    await completeAssessmentViaApi(page);
    await page.goto('/simulation');
    await page.getByText('LIVE').first().waitFor({ timeout: 15_000 });
    // Mid-simulation: the first message is on screen.
    await messagesShown(page, 1);
    await page.reload();
    await page.getByText('LIVE').first().waitFor({ timeout: 20_000 });
    await page
      .getByText(/Day \d of 7/)
      .first()
      .waitFor();
    await screenshot(page, 'simulation-after-reload-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without a profile, the simulation asks to complete the assessment first', async () => {
    // The server answers the start of a run with its §7.1 404 'Could not load your personality profile…'.
    const { page, context, errors } = await newPage(browser, VIEWPORTS.desktop, [{ status: 404, url: /^\/api\/simulation\/runs$/ }]);
    await signInAs(page, newPerson());
    await page.goto('/simulation');
    await page
      .getByRole('button', { name: 'Complete Assessment First' })
      .or(page.getByRole('link', { name: 'Complete Assessment First' }))
      .first()
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'simulation-no-profile-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
