import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS, launch, newPage, newPerson, screenshot, signInAs, VIEWPORTS } from './support/browser';
import { completeAssessmentViaApi } from './support/journey';
import { apiRequestsAfter, expectSettledSignedOut } from './support/signed-out';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const readFlow = (page: Page) => page.evaluate(async () => (await fetch('/api/flow')).json());

/** The part that matters, as a person sees it: the Your Rights section, or the viewport with the dialog. */
const shot = async (page: Page, name: string, part: 'section' | 'viewport') => {
  await screenshot(page, name);
  if (part === 'section')
    await page.locator('#your-rights').screenshot({ path: `${SCREENSHOTS}/${name}-section.png`, animations: 'disabled' });
  else await page.screenshot({ path: `${SCREENSHOTS}/${name}-viewport.png`, animations: 'disabled' });
};

async function openYourRights(page: Page) {
  await page.goto('/privacypolicy#your-rights');
  await page.getByRole('heading', { name: 'Download my data' }).waitFor();
}

/** Issue 16: download everything, then delete everything, in Chromium. */
describe('your data on /privacypolicy', () => {
  it('downloads maya-data-YYYY-MM-DD.json with the person’s data, then deletes the account and ends on / signed out', async () => {
    const { page, errors, context } = await newPage(browser, VIEWPORTS.phone);
    await page.clock.install();
    const person = newPerson('Grace Hopper');
    await signInAs(page, person);
    await completeAssessmentViaApi(page);
    await openYourRights(page);
    await shot(page, 'privacy-your-data-phone', 'section');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^maya-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.person.email).toBe(person.email);
    expect(file.tables.users).toHaveLength(1);
    expect(file.tables.profiles[0].display_name).toBe(person.name);
    expect(file.tables.personality_profiles.length).toBeGreaterThan(0);
    expect(file.tables.scene_responses.length).toBeGreaterThanOrEqual(6);
    expect(download.suggestedFilename()).toBe(`maya-data-${file.exported_at.slice(0, 10)}.json`);
    await page.getByText(`Saved ${download.suggestedFilename()}`).waitFor();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await dialog.getByLabel(/to confirm/).fill('someone-else@example.com');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/to confirm/).fill(person.email);
    await shot(page, 'privacy-delete-dialog-phone', 'viewport');
    const readsAfter = apiRequestsAfter(page, '/api/privacy/delete-account');
    await confirm.click();

    await expectSettledSignedOut(page, person, readsAfter);

    // The same account signs in as a new person, at the start of the journey.
    await signInAs(page, person);
    expect((await readFlow(page)).current).toBe('onboarding');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a visitor how to reach their data; a sign-in older than 10 minutes is asked to sign in again, and comes back', async () => {
    const { page, errors, context } = await newPage(browser, VIEWPORTS.desktop);
    await page.clock.install();
    await page.goto('/privacypolicy#your-rights');
    await page.getByText('Signed in, you can download or delete your data right here.').waitFor();
    const person = newPerson('Mary Somerville');
    await signInAs(page, person);
    await openYourRights(page);
    await page.getByRole('heading', { name: 'Delete my account' }).waitFor();
    await shot(page, 'privacy-your-data-desktop', 'section');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByRole('dialog', { name: 'Delete your account?' })
      .getByLabel(/to confirm/)
      .waitFor();
    await shot(page, 'privacy-delete-dialog-desktop', 'viewport');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Eleven minutes on, deleting needs a new sign-in first; it leads back here.
    // NOTE: setSystemTime, not fastForward: only Date.now moves (the server still sees a fresh
    // session, so this is the client's own check); eleven minutes of timers would also fire.
    await page.clock.setSystemTime(Date.now() + 11 * 60_000);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog
      .getByText('For your safety, deleting your account needs a sign-in from the last 10 minutes.', { exact: false })
      .waitFor({ timeout: 10_000 })
      .catch(async (err: unknown) => {
        await page.screenshot({ path: 'test-results/privacy-sign-in-again-failure.png' });
        throw err;
      });
    expect(await dialog.getByLabel(/to confirm/).count()).toBe(0);
    await shot(page, 'privacy-sign-in-again-desktop', 'viewport');
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL('**/dev-idp/**');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Name').fill(person.name);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/privacypolicy' && url.hash === '#your-rights', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Download my data' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
