import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OPTIONS, VIEWPORTS, baseUrl, launch, newPage, newPerson, signInAs } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

describe('landing page before and without the app (issue 10)', () => {
  it('shows the headline and Try Maya with JavaScript turned off', async () => {
    const context = await browser.newContext({
      ...CONTEXT_OPTIONS,
      viewport: VIEWPORTS.phone,
      baseURL: baseUrl(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Find someone who really gets you');
    expect(await page.getByRole('button', { name: 'Try Maya' }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /city skyline/ }).isVisible()).toBe(true);
    // Without the loader nothing holds the skyline back: it is in the first frame.
    expect(await page.locator('[data-skyline] svg[data-layer="near"]').isVisible()).toBe(true);
    await context.close();
  });

  it("draws the first frame without the skyline's layers and adds them once it is painted (issue 29)", async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const layers = document.querySelector('[data-skyline-layers]');
        document.documentElement.dataset.layersWhenParsed = layers ? getComputedStyle(layers).display : 'missing';
      });
    });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.layersWhenParsed)).toBe('none');
    await page.locator('[data-skyline] svg[data-layer="near"]').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByName('first-paint').length)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the app only on first use, and keeps that first press', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/assets\/(main-|landing-(?!island))/.test(path))).toEqual([]);
    await page.getByRole('button', { name: 'Try Maya' }).click();
    await page.waitForURL('**/auth');
    expect(scripts.some((path) => /\/main-/.test(path))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches no script before the first paint: the island starts after it', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => e.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a press made before the island has arrived, and acts on it once it has', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/landing-island-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Try Maya' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await page.waitForURL('**/auth');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the stars behind the text: nothing shows through the letters', async () => {
    const { page, context } = await newPage(browser, VIEWPORTS.phone);
    await page.goto('/');
    const colours = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main p')].map((el) => ({ text: el.textContent, colour: getComputedStyle(el).color })),
    );
    expect(colours.length).toBeGreaterThanOrEqual(2);
    // rgba(…, a < 1) would let a star behind a letter brighten it, as if drawn in front.
    for (const { text, colour } of colours) expect(colour, text ?? '').toMatch(/^rgb\(/);
    await context.close();
  });

  it('lights windows near the pointer on the prerendered page, each as a rect of its own', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.desktop);
    await page.goto('/');
    // The windows are drawn as a few paths; a window gets its own rect the first time it lights up.
    expect(await page.locator('[data-skyline] rect[data-w]').count()).toBe(0);
    const glow = await page.waitForFunction(
      () => {
        dispatchEvent(new PointerEvent('pointermove', { clientX: 600 + Math.random() * 240, clientY: 800, pointerType: 'mouse' }));
        return document.querySelector<SVGRectElement>('[data-skyline] rect[data-w]')?.style.fill || null;
      },
      undefined,
      { polling: 'raf' },
    );
    expect(await glow.jsonValue()).toMatch(/^rgb/);
    expect(await page.locator('[data-prerendered]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps keyboard focus on the control pressed while the app loads', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.desktop);
    await page.goto('/');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'));
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Maya');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('first use of the landing page (issue 29 item 8)', () => {
  const sessionReads = (page: Page) => {
    const reads: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/api/auth/session' && reads.push(request.method()));
    return reads;
  };

  it("asks for the session once: the app takes the island's answer on the first press", async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    const reads = sessionReads(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Try Maya' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual(['GET']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the session once when a signed-in person comes back to /', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await signInAs(page, newPerson());
    const reads = sessionReads(page);
    await page.goto('/');
    await page.waitForURL('**/beta');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual(['GET']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the reader's year in the footer, not the build's, before the app loads", async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await page.clock.install({ time: new Date('2031-03-01T12:00:00Z') });
    await page.goto('/');
    await expect(page.locator('footer').first().textContent()).resolves.toContain('© 2031 Maya');
    expect(await page.locator('[data-prerendered]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
