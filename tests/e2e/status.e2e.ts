import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs, waitForWorkerControl } from './support/browser';
import { startServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

type Metric = { id: string; type: string; value: number; metadata: Record<string, unknown> };
const ownMetrics = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/metrics')).json()) as { metrics: Metric[] }).metrics);
const jankRows = async (page: Page) => (await ownMetrics(page)).filter((m) => m.type === 'jank_detected');
/** Sends what the page has queued, as when it is hidden (navigator.sendBeacon). */
const flushTelemetry = (page: Page) => page.evaluate(() => dispatchEvent(new Event('pagehide')));
/** Resolves at the end of the next 60-frame sample (the sampler's event). */
const nextSample = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => addEventListener('maya:frame-sample', () => resolve(), { once: true })));

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

  // NOTE: real frames, not page.clock: jank is frames arriving late, so the stall has to take real
  // time (60 frames of 50 ms: about three seconds).
  it('logs exactly one jank_detected row, critical, for a stall of 50 ms in each frame of a sample', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAs(page, newPerson('Alan Turing'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'System status', level: 1 }).waitFor();
    // Whatever the page load itself did is sent and counted first.
    await nextSample(page);
    await flushTelemetry(page);
    await nextSample(page);
    const before = (await jankRows(page)).length;

    // The stall starts in the frame that closes a sample (the sampler's event is synchronous there)
    // and lasts 60 frames, so it fills exactly the next sample: 60 intervals of over 50 ms.
    const stalled = await page.evaluate(
      () =>
        new Promise<{ fps: number; drops: number; jank: boolean }>((resolve) => {
          const busy = () => {
            const end = performance.now() + 50;
            while (performance.now() < end) {
              /* the stall */
            }
          };
          let phase: 'waiting' | 'stalling' = 'waiting';
          addEventListener('maya:frame-sample', function onSample(event) {
            if (phase === 'stalling') {
              removeEventListener('maya:frame-sample', onSample);
              resolve((event as CustomEvent<{ fps: number; drops: number; jank: boolean }>).detail);
              return;
            }
            phase = 'stalling';
            busy();
            let left = 59;
            const frame = () => {
              busy();
              if (--left > 0) requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          });
        }),
    );
    expect(stalled.jank).toBe(true);
    // NOTE: on a loaded machine the stall's callback and the sampler's may swap order within a frame,
    // which moves a stall from one interval to its neighbour (one short, one double): 58 was seen in CI.
    expect(stalled.drops).toBeGreaterThanOrEqual(55);
    expect(stalled.fps).toBeLessThan(20);

    await flushTelemetry(page);
    await expect.poll(async () => (await jankRows(page)).length, { timeout: 15_000 }).toBe(before + 1);
    // Settled: one more sample later, and flushed again, still exactly one new row.
    await nextSample(page);
    await flushTelemetry(page);
    await nextSample(page);
    const rows = await jankRows(page);
    expect(rows).toHaveLength(before + 1);
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
