import { Socket } from 'node:net';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayText } from '@shared/lib/display-text';
import { launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { installHeldClock, letTimePass } from './support/clock';
import { completeAssessmentViaApi } from './support/journey';
import { startServer } from './support/server';

// The machine's services, as `npm test` finds them (scripts/test.mjs): two instances need both.
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/15';

const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = new Socket().setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false)).once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(Number(port), hostname);
  });
const services = (await reachable(POSTGRES_URL)) && (await reachable(REDIS_URL));
if (!services && process.env.MAYA_REQUIRE_SERVICES === '1')
  throw new Error(`PostgreSQL (${POSTGRES_URL}) or Redis (${REDIS_URL}) is not reachable`);

const bubbles = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator('li p');
/** The messages on screen, without the sender each bubble names for screen readers. */
const shown = (page: Page) =>
  bubbles(page).evaluateAll((ps) =>
    ps.map((p) =>
      [...p.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join(''),
    ),
  );
const runOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('maya.simulation.run') ?? '{}').id as string | undefined);

/** Moves page time on until `check` holds: the page's timers fire only when the test says. */
async function passTimeUntil(page: Page, check: () => Promise<boolean>, stepMs = 500, maxSteps = 400) {
  for (let i = 0; i < maxSteps; i++) {
    if (await check()) return;
    await letTimePass(page, stepMs);
  }
  throw new Error('the page never got there');
}

/** The week's messages as the server keeps them (the run's events, read to its end), as a bubble shows them. */
async function weekOf(page: Page, runId: string): Promise<string[]> {
  const text = await page.evaluate(async (id) => (await fetch(`/api/simulation/runs/${id}/events`)).text(), runId);
  const final = text.split('\n\n').find((block) => block.includes('event: final'));
  const data = final?.split('\n').find((line) => line.startsWith('data: '));
  if (!data) throw new Error(`the run ${runId} has no final event`);
  return (JSON.parse(data.slice(6)) as { transcript: { text: string }[] }).transcript.map((m) => displayText(m.text, 'body'));
}

/** A tab of `context` on the instance at `base`, its page time held from the start; its errors go to `errors`. */
async function tabOn(context: BrowserContext, base: string, errors: string[]) {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()} [${m.location().url}]`);
  });
  await installHeldClock(page);
  await page.goto(`${base}/simulation`);
  await passTimeUntil(page, () => page.getByText('LIVE').first().isVisible(), 250);
  return page;
}

/**
 * Issue 40 item 7: two instances on one PostgreSQL and one Redis. The person starts the week on A,
 * A's page closes mid-week (the run has already finished on the server), the person opens
 * /simulation on B: the same week goes on, message for message, and it is the same however often
 * and wherever it is read.
 */
describe.runIf(services)('the week across two instances', () => {
  let browser: Browser;
  let a: Awaited<ReturnType<typeof startServer>>;
  let b: Awaited<ReturnType<typeof startServer>>;
  const database = `maya_wk_${process.pid}_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: POSTGRES_URL });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    const env = { DATABASE_URL: url.toString(), REDIS_URL };
    // One after the other: the first migrates the fresh database.
    a = await startServer(env);
    b = await startServer(env);
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await a?.stop();
    await b?.stop();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  }, 60_000);

  it('starts on A, closes A mid-week and shows the same week on B, and again on A', async () => {
    const { page: signIn, context, errors } = await newPage(browser, undefined, [], { baseURL: a.baseUrl });
    await signInAs(signIn, newPerson('Noor Haddad'));
    await completeAssessmentViaApi(signIn);

    // A: the week starts; a few messages play, then the page closes mid-week.
    const onA = await tabOn(context, a.baseUrl, errors);
    await passTimeUntil(onA, async () => (await bubbles(onA).count()) >= 3, 1500);
    const shownOnA = await shown(onA);
    const run = await runOf(onA);
    expect(run).toMatch(/^[0-9a-f-]{36}$/);
    // The server's week has ended by now (the page plays it slower than it is written).
    const week = await weekOf(onA, run!);
    expect(week.slice(0, shownOnA.length)).toEqual(shownOnA);
    await onA.close();

    // B: the same person, a tab on the other instance (its own origin, so nothing of A's tab).
    const onB = await tabOn(context, b.baseUrl, errors);
    await passTimeUntil(onB, async () => (await bubbles(onB).count()) >= shownOnA.length + 1, 1500);
    await screenshot(onB, 'week-across-instances-on-b');
    expect((await shown(onB)).slice(0, shownOnA.length)).toEqual(shownOnA);
    expect(await runOf(onB)).toBe(run);
    const skip = onB.getByRole('button', { name: /skip playback/i });
    await passTimeUntil(onB, () => skip.isVisible());
    await skip.click();
    await passTimeUntil(onB, () => onB.getByRole('button', { name: 'Continue to Handoff' }).isVisible());
    expect(await shown(onB)).toEqual(week);

    // Read again, on A in a new tab and on B after a reload: still that week.
    const againOnA = await tabOn(context, a.baseUrl, errors);
    expect(await runOf(againOnA)).toBe(run);
    await passTimeUntil(againOnA, async () => (await bubbles(againOnA).count()) >= 3, 1500);
    expect((await shown(againOnA)).slice(0, 3)).toEqual(week.slice(0, 3));
    expect(await weekOf(againOnA, run!)).toEqual(week);
    await onB.reload();
    await passTimeUntil(onB, async () => (await bubbles(onB).count()) >= week.length, 250);
    expect(await shown(onB)).toEqual(week);
    expect(await runOf(onB)).toBe(run);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
