import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { apiRequestsAfter, expectSettledSignedOut } from './support/signed-out';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** A protected page now asks to sign in, on a fresh load and inside the app alike. */
async function expectSignInAskedFor(page: Page) {
  await page.goto('/beta');
  await page.waitForURL('**/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
}

describe('signing out', () => {
  it('from /beta stays on / with Try Maya, and /beta then asks to sign in', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.clock.install();
    const person = newPerson('Katherine Johnson');
    await signInAs(page, person);
    await page.getByText("You're in, Katherine!").waitFor();
    const readsAfter = apiRequestsAfter(page, '/api/auth/signout');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectSettledSignedOut(page, person, readsAfter);
    await screenshot(page, 'signed-out-from-beta');
    await expectSignInAskedFor(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from /beta after visiting / first (landing already loaded) also settles on /', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.clock.install();
    const person = newPerson('Dorothy Vaughan');
    await signInAs(page, person);
    // The landing page sends a signed-in person on to /beta, inside the app.
    await page.goto('/');
    await page.waitForURL('**/beta');
    await page.getByText("You're in, Dorothy!").waitFor();
    const readsAfter = apiRequestsAfter(page, '/api/auth/signout');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectSettledSignedOut(page, person, readsAfter);
    await expectSignInAskedFor(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from /waitlist stays on / with Try Maya, and /beta then asks to sign in', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.clock.install();
    const person = newPerson('Mary Jackson');
    await signInAs(page, person);
    await page.goto('/waitlist');
    await page.getByText('Thanks, Mary.').waitFor();
    const readsAfter = apiRequestsAfter(page, '/api/auth/signout');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectSettledSignedOut(page, person, readsAfter);
    await screenshot(page, 'signed-out-from-waitlist');
    await expectSignInAskedFor(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
