import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** The chunk files a page has fetched so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

const overlay = (page: Page, name: RegExp) => page.getByRole('dialog', { name });

describe('hidden overlays (§2.16)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(
      `on a ${label}: each shortcut opens its overlay, loaded only then, and the dashboard shows the person's own events`,
      { timeout: 120_000 },
      async () => {
        const { page, context, errors } = await newPage(browser, viewport);
        await signInAs(page, newPerson('Ines Moreau'));
        await page.getByRole('button', { name: 'Sign Out' }).waitFor();
        // Signed in, the host is in for the security monitor, but no overlay has been fetched.
        const before = await scripts(page);
        for (const chunk of ['performance-monitor', 'accessibility-panel', 'health-panel', 'security-dashboard'])
          expect(
            before.some((p) => p.includes(chunk)),
            chunk,
          ).toBe(false);

        await page.keyboard.press('Control+Shift+P');
        const perf = overlay(page, /Performance monitor/);
        await perf.waitFor();
        await perf.getByText(/\d+ fps/).waitFor();
        expect(await perf.getByText('Memory').count()).toBe(1);
        expect((await scripts(page)).some((p) => p.includes('performance-monitor'))).toBe(true);
        expect((await scripts(page)).some((p) => p.includes('security-dashboard'))).toBe(false);
        await screenshot(page, `overlay-performance-${label}`);
        await page.keyboard.press('Control+Shift+P');
        await perf.waitFor({ state: 'hidden' });

        await page.keyboard.press('Control+Shift+A');
        const a11y = overlay(page, /Accessibility/);
        await a11y.getByRole('switch', { name: /Large text/ }).click();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19.2px');
        await screenshot(page, `overlay-accessibility-${label}`);
        await page.keyboard.press('Escape');
        await a11y.waitFor({ state: 'hidden' });
        // Applied again on the next load, before the app's first frame.
        await page.reload();
        await page.getByRole('button', { name: 'Sign Out' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.classList.contains('a11y-large-text'))).toBe(true);

        await page.keyboard.press('Control+Shift+H');
        const health = overlay(page, /System health/);
        await health.locator('[data-status]').first().waitFor();
        await health.getByText(/Checked/).waitFor();
        // A new person has not done the assessment: flow issues, security 80 (vulnerable), so overall
        // at best a warning (the load time, real on a shared machine, may make it critical).
        const status = (row: string) =>
          health.getByText(row, { exact: true }).locator('xpath=following-sibling::dd').getAttribute('data-status');
        await expect(status('Flow')).resolves.toBe('issues');
        await expect(status('Security')).resolves.toBe('vulnerable');
        expect(['warning', 'critical']).toContain(await status('Overall'));
        await screenshot(page, `overlay-health-${label}`);
        const [tab] = await Promise.all([context.waitForEvent('page'), health.getByRole('button', { name: 'DASHBOARD' }).click()]);
        expect(new URL(tab.url()).pathname).toBe('/dashboard');
        await tab.close();
        await health.getByRole('button', { name: /Close/ }).click();

        await page.keyboard.press('Control+Shift+S');
        const dashboard = overlay(page, /Security dashboard/);
        await dashboard.getByTestId('scan-state').getByText('idle').waitFor();
        // The real server sends every security header: only the health penalties count (flow 15, security 10).
        await dashboard.getByRole('tab', { name: /Issues/ }).click();
        await dashboard.getByText('Journey state has open issues').waitFor();
        expect(await dashboard.getByText('Missing security headers').count()).toBe(0);
        await dashboard.getByRole('tab', { name: 'Session' }).click();
        await expect(dashboard.getByTestId('session-state').textContent()).resolves.toBe('valid');
        await dashboard.getByRole('tab', { name: 'Events' }).click();
        await dashboard.getByText('Signed in').first().waitFor();
        await screenshot(page, `overlay-security-events-${label}`);
        await dashboard.getByRole('tab', { name: 'Overview' }).click();
        // 100 - 15 - 10 (and 5 more if the load was slow): yellow.
        await expect(dashboard.locator('[data-score-colour]').getAttribute('data-score-colour')).resolves.toBe('yellow');
        await screenshot(page, `overlay-security-${label}`);
        expect(await seriousAxeFindings(page)).toEqual([]);

        // Alt+M and Alt+H move focus to the page's main and header.
        await page.keyboard.press('Escape');
        await page.keyboard.press('Alt+M');
        await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
        expect(errors).toEqual([]);
        await context.close();
      },
    );
  }
});
