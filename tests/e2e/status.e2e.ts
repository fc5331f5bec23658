import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs, waitForWorkerControl } from './support/browser';
import { installHeldClock } from './support/clock';
import { startServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

type Metric = { id: string; type: string; value: number; metadata: Record<string, unknown> };
const ownMetrics = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/metrics')).json()) as { metrics: Metric[] }).metrics);
/** The jank_detected rows the status page sent (the jank journey's page). */
const jankRows = async (page: Page) =>
  (await ownMetrics(page)).filter((m) => m.type === 'jank_detected' && m.metadata.path === '/dashboard');
/** Sends what the page has queued, as when it is hidden (navigator.sendBeacon). */
const flushTelemetry = (page: Page) => page.evaluate(() => dispatchEvent(new Event('pagehide')));
type Sample = { fps: number; drops: number; jank: boolean };
const FRAME_MS = 16;
/** Keeps every 60-frame sample the page's sampler closes (its event) in `window.samples`. */
const recordSamples = (page: Page) =>
  page.evaluate(() => {
    const samples: Sample[] = [];
    Object.assign(window, { samples });
    addEventListener('maya:frame-sample', (event) => samples.push((event as CustomEvent<Sample>).detail));
  });
const samplesSoFar = (page: Page) => page.evaluate(() => (window as unknown as { samples: Sample[] }).samples.length);
/**
 * Draws frames `ms` apart on the held clock until the sampler closes a sample, and returns that sample.
 * NOTE: fastForward fires each due timer once, so each step draws exactly one frame, `ms` after the last.
 */
async function framesToNextSample(page: Page, ms: number): Promise<Sample> {
  const seen = await samplesSoFar(page);
  for (let frame = 0; frame <= 60 && (await samplesSoFar(page)) === seen; frame++) await page.clock.fastForward(ms);
  expect(await samplesSoFar(page)).toBe(seen + 1);
  return page.evaluate((n) => (window as unknown as { samples: Sample[] }).samples[n]!, seen);
}

describe('the status page (/dashboard)', () => {
  it('sends a visitor to /auth', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the server, the app's metrics and the person's own security (${size})`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInAs(page, newPerson('Grace Hopper'));
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'System status', level: 1 }).waitFor();
      for (const name of ['App performance', 'Server', 'Your security', 'Your recent measures'])
        await page.getByRole('heading', { name, level: 2 }).waitFor();
      const server = page.getByRole('region', { name: 'Server' });
      await server.getByText('Database', { exact: true }).waitFor();
      await server.getByText('Offline engine (no model configured)').waitFor();
      await server.getByText(/^p50 .* p99 .* max /).waitFor();
      // A person who has just signed in has not finished onboarding: 100 - 20 (§9), and their sign-in is their event.
      const security = page.getByRole('region', { name: 'Your security' });
      await security.getByText('80', { exact: true }).waitFor();
      await security.getByText('Onboarding is not finished').waitFor();
      await security.getByRole('list', { name: 'Your last security events' }).getByText('Signed in').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      // Nothing reaches past the right edge (the page clips sideways, so scrollWidth alone would not tell).
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('main section, main li')]
            .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
            .map((el) => el.outerHTML.slice(0, 80)),
        ),
      ).toEqual([]);
      await screenshot(page, `dashboard-${size}`);
      // §4.6: offline shows a small banner; back online it goes.
      await context.setOffline(true);
      await page
        .getByRole('status')
        .getByText(/You're offline/)
        .waitFor();
      await screenshot(page, `dashboard-offline-${size}`);
      await context.setOffline(false);
      await page.getByText(/You're offline/).waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  // NOTE: page time, not real frames: /dashboard runs on a held clock (tests/e2e/support/clock.ts), so
  // a frame is drawn only when the test moves time, with the timestamp the test gives it. Real jank on
  // a busy machine cannot reach its sampler; the sign-in pages before it ran in real time, so their
  // jank may arrive too, and only /dashboard's rows are counted.
  it('logs exactly one jank_detected row, critical, for a stall of 50 ms in each frame of a sample', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAs(page, newPerson('Alan Turing'));
    // The sign-in pages need time to flow; the clock is held from the next document on.
    await installHeldClock(page);
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: 'System status', level: 1 });
    // The page's own timers (its data fetching schedules with setTimeout) run only as frames are drawn.
    await expect
      .poll(async () => (await page.clock.fastForward(FRAME_MS), heading.isVisible()), { timeout: 30_000, interval: 20 })
      .toBe(true);
    await recordSamples(page);
    // Smooth frames up to the end of a sample, so the stall fills exactly the next one.
    await framesToNextSample(page, FRAME_MS);
    await flushTelemetry(page);
    expect(await jankRows(page)).toEqual([]);

    // 60 frames, each 16 ms of drawing and 50 ms of stall.
    const stalled = await framesToNextSample(page, FRAME_MS + 50);
    expect(stalled).toEqual({ fps: 15.1, drops: 60, jank: true });

    await flushTelemetry(page);
    await expect.poll(async () => (await jankRows(page)).length, { timeout: 15_000 }).toBe(1);
    // Settled: one more sample later, and flushed again, still exactly one row.
    expect(await framesToNextSample(page, FRAME_MS)).toMatchObject({ jank: false });
    await flushTelemetry(page);
    await framesToNextSample(page, FRAME_MS);
    const rows = await jankRows(page);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.value).toBe(stalled.fps);
    expect(row.metadata).toEqual({ fps: stalled.fps, drops: stalled.drops, frames: 60, severity: 'critical', path: '/dashboard' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the service worker', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let clientDir: string;
  beforeAll(async () => {
    // Its own server on its own copy of the build, so a second version can be served without touching the other journeys.
    clientDir = mkdtempSync(join(tmpdir(), 'maya-sw-client-'));
    cpSync('dist/client', clientDir, { recursive: true });
    server = await startServer({ CLIENT_DIR: clientDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const workerVersion = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (e) => resolve(String(e.data));
          navigator.serviceWorker.controller!.postMessage({ type: 'VERSION' }, [channel.port2]);
        }),
    );

  it('caches the built assets (never the API), checks for a new version every 60 s, asks, and reloads on accept', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.desktop, [], { serviceWorkers: 'allow', baseURL: server.baseUrl });
    await page.clock.install();
    await page.goto('/privacypolicy');
    await waitForWorkerControl(page);
    const first = await workerVersion(page);
    const sw = readFileSync(join(clientDir, 'sw.js'), 'utf8');
    expect(sw).toContain(`const VERSION = "${first}"`);

    // What it keeps: the hashed assets, and nothing from the API even after API calls.
    await page.evaluate(() => fetch('/api/health').then((r) => r.json()));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.every((path) => path.startsWith('/assets/'))).toBe(true);

    // A second version: the same build with another version name (as a new build would have).
    writeFileSync(join(clientDir, 'sw.js'), sw.replace(`const VERSION = "${first}"`, 'const VERSION = "second-version"'));
    for (const compressed of ['sw.js.br', 'sw.js.gz']) rmSync(join(clientDir, compressed), { force: true });
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await page.clock.runFor(59_000);
    expect(prompts).toEqual([]);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1_000);
    await expect.poll(() => prompts, { timeout: 30_000 }).toEqual(['New version available! Refresh to update?']);
    await reloaded;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await workerVersion(page)).toBe('second-version');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
