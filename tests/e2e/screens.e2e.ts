import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launch, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

describe('open screens', () => {
  it('landing on a phone: headline, Try Maya and the slide-in menu', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Try Maya' }).waitFor();
    await screenshot(page, 'landing-phone');
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'Get Started' }).waitFor();
    await screenshot(page, 'landing-phone-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Try Maya' }).click();
    await page.waitForURL('**/auth');
    await screenshot(page, 'auth-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the /auth error messages of §8.1 and nothing for unknown codes', async () => {
    const { page, context, errors } = await newPage(browser);
    const cases = {
      invalid_state: 'Authentication failed. Please try again.',
      callback_failed: 'Sign-in was interrupted. Please try again.',
      invalid_session: 'Session validation failed. Please try again.',
      no_user: 'Authentication incomplete. Please try again.',
      processing_failed: 'Something went wrong. Please try again.',
    };
    for (const [code, message] of Object.entries(cases)) {
      await page.goto(`/auth?error=${code}`);
      await expect(page.getByRole('alert').textContent()).resolves.toContain(message);
    }
    await screenshot(page, 'auth-error-processing-failed');
    await page.goto('/auth?error=something_else');
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('privacy policy: seven sections, last updated January 2025, back to home', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await page.goto('/privacypolicy');
    await page.getByText('Last updated January 2025').waitFor();
    for (const section of [
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Contact Us',
    ]) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await screenshot(page, 'privacy-phone');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('404 page, and a path with an asterisk goes home', async () => {
    const { page, context, errors } = await newPage(browser);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(200);
    await page.getByText('oops! page not found').waitFor();
    await screenshot(page, 'not-found-desktop');
    await page.getByRole('link', { name: 'return to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/some*thing');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the generic error screen with an Error ID when a page fails to load', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.desktop, [
      { status: 'network', url: /^\/assets\/privacy-policy-.*\.js$/ },
    ]);
    // A deploy that removed the chunk a visitor's page still points at.
    await page.route('**/assets/privacy-policy-*.js', (route) => route.abort());
    await page.goto('/privacypolicy');
    await page.getByText('Something went wrong').waitFor();
    await page.getByText('We encountered an unexpected error. Our team has been notified.').waitFor();
    await page.getByText(/Error ID/).waitFor();
    const report = page.getByRole('button', { name: 'Report' }).or(page.getByRole('link', { name: 'Report' }));
    await report.waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.getByRole('button', { name: 'Go Home' }).waitFor();
    await screenshot(page, 'error-screen-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("still shows the error screen's words, Error ID and actions when its own chunk cannot load either", async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone, [
      { status: 'network', url: /^\/assets\/privacy-policy-.*\.js$/ },
      { status: 'network', url: /^\/assets\/error-screen-.*\.js$/ },
    ]);
    await page.route('**/assets/privacy-policy-*.js', (route) => route.abort());
    await page.route('**/assets/error-screen-*.js', (route) => route.abort());
    await page.goto('/privacypolicy');
    await page.getByText('We encountered an unexpected error. Our team has been notified.').waitFor();
    expect(await page.getByTestId('error-id').innerText()).toMatch(/\S{6,}/);
    expect(await page.getByRole('link', { name: 'Report' }).getAttribute('href')).toMatch(/^mailto:.+\?subject=Maya%20error%20/);
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await screenshot(page, 'error-fallback-phone');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Try Maya' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('toasts on a phone (issue 29 item 8)', () => {
  it("keeps Sonner's toaster and its toast inside a 390 px screen", async () => {
    const { page, errors, context } = await newPage(browser, VIEWPORTS.phone, [{ status: 401, url: /^\/api\/mobile-chat\/session$/ }]);
    await page.goto('/mobile-chat');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid Link' });
    await toast.waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await screenshot(page, 'toast-phone-390');
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('[data-sonner-toaster], [data-sonner-toast]')].map((el) => {
        const { left, right } = el.getBoundingClientRect();
        return { element: el.tagName, left, right };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const box of boxes) {
      expect(box.left, box.element).toBeGreaterThanOrEqual(0);
      expect(box.right, box.element).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
