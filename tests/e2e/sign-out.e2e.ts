import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { apiRequestsAfter, readsBeyondSession } from './support/requests-after';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const readSession = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/session')).json());

/**
 * The state a few seconds after Sign Out, not a URL passed on the way: the network has gone quiet,
 * the page clock is moved on 5 s (so any pending timer or redirect would have fired), and the
 * visitor is still on / with 'Try Maya' and nothing of theirs on screen.
 */
async function expectSettledSignedOut(page: Page, person: { name: string; email: string }, readsAfter: string[]) {
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(5_000);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByRole('button', { name: 'Try Maya' }).waitFor();
  const text = await page.locator('body').innerText();
  expect(text).not.toContain("You're in");
  expect(text).not.toContain(person.name.split(' ')[0]);
  expect(text).not.toContain(person.email);
  expect(readsBeyondSession(readsAfter)).toEqual([]);
  expect(await readSession(page)).toEqual({ session: null, can_refresh: false });
}

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
