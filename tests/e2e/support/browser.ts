import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Debian's headless shell (package chromium-headless-shell, installed by scripts/ensure-chromium.mjs): the same
 * Blink as /usr/bin/chromium without the full browser around it, about a fifth less CPU a journey (ADR 068).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const SCREENSHOTS = 'test-results/screenshots';
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

export const baseUrl = () => inject('baseUrl');

/** `extraArgs`: e.g. Chromium's fake microphone for the voice journeys. */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The machine's network is closed: keep Chromium from phoning home at start.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/**
 * Every journey's browser profile: reduced motion, so what is on screen is settled, not mid-animation.
 * NOTE: service workers are blocked unless a journey allows them (`newPage(…, { serviceWorkers: 'allow' })`):
 * requests a worker makes are not seen by page.route, which journeys use to hold back or fail chunks.
 * tests/e2e/status.e2e.ts and the simulated week run with the worker.
 */
export const CONTEXT_OPTIONS = { reducedMotion: 'reduce', serviceWorkers: 'block' } as const;

/**
 * A failed request a journey provokes on purpose, e.g. `{ status: 401, url: /^\/api\/auth\/refresh$/ }`
 * (url is matched against the path). Chromium logs each failed request as a console error: "the
 * server responded with a status of N", or 'network' for one that got no answer (net::ERR_…).
 * Only the listed ones are expected; any other is collected as an error.
 */
export type ExpectedError = { status: number | 'network'; url: RegExp };

const failureOf = (text: string): ExpectedError['status'] | undefined => {
  const match = /the server responded with a status of (\d{3})/.exec(text);
  if (match) return Number(match[1]);
  return /^Failed to load resource: net::ERR_/.test(text) ? 'network' : undefined;
};

/**
 * A fresh browser profile; page errors and console errors are collected so tests can fail on them.
 * `expected` lists the failed requests this test provokes on purpose (nothing else is let through).
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  expected: readonly ExpectedError[] = [],
  options: { baseURL?: string; userAgent?: string; serviceWorkers?: 'allow' | 'block' } = {},
) {
  const base = options.baseURL ?? baseUrl();
  const context: BrowserContext = await browser.newContext({
    ...CONTEXT_OPTIONS,
    viewport,
    baseURL: base,
    userAgent: options.userAgent,
    serviceWorkers: options.serviceWorkers ?? CONTEXT_OPTIONS.serviceWorkers,
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const { url } = m.location();
    const status = failureOf(m.text());
    if (status !== undefined && expected.some((e) => e.status === status && e.url.test(new URL(url, base).pathname))) return;
    errors.push(`console: ${m.text()} [${url}]`);
  });
  return { context, page, errors };
}

/** A screenshot of the settled page: fonts loaded, and any animation still running is finished first. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

let counter = 0;
/** A person who has never signed in before. */
export const newPerson = (name = 'Ada Lovelace') => ({ name, email: `person${Date.now()}${counter++}@example.com` });

/** Signs in through the built-in provider from /auth and waits for /beta. */
export async function signInAs(page: Page, person: { email: string; name: string }) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/beta', { timeout: 15_000 });
}

/**
 * Waits until the service worker controls the page. NOTE: the worker's clients.claim() can miss a
 * document that was still loading when it ran, and such a page stays uncontrolled until it loads
 * again; so once a worker is active, an uncontrolled page is reloaded instead of waited on.
 */
export async function waitForWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}
