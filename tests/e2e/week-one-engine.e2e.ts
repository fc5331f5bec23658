import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedModel, startFakeOpenAi, type FakeReply, type FakeRequest } from '../../src/server/modules/ai/testing/fake-openai-server';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { completeAssessmentViaApi } from './support/journey';
import { startServer } from './support/server';

/** What the scripted model writes in a window; the offline engine never does. */
const MODEL_LINE = /^Day \d, window \d, message \d+\.$/;
const NOTE = "Maya's AI model stopped answering, so this week was written from the start by Maya's built-in writer.";

const onDay = (day: number) => (req: FakeRequest) =>
  req.prompt === 'simulateWindow' && (req.data as { task?: { day: number } } | null)?.task?.day === day;

let browser: Browser;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let server: Awaited<ReturnType<typeof startServer>>;
/** Day 2 waits until the page shows the model's first day, then its JSON fails, the repair's too. */
let dayOneSeen: () => void = () => undefined;
const dayOneShown = new Promise<void>((resolve) => (dayOneSeen = resolve));

beforeAll(async () => {
  browser = await launch();
  fake = await startFakeOpenAi(async (req): Promise<FakeReply> => {
    if (!onDay(2)(req)) return scriptedModel(req);
    await dayOneShown;
    return { kind: 'content', content: 'not json at all' };
  });
  server = await startServer({ AI_BASE_URL: fake.baseURL, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '600000' });
}, 120_000);
afterAll(async () => {
  dayOneSeen();
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const shownLines = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator('li p').allTextContents();

/** Issue 43 item 4 (ADR 066): the model stops mid-week; the person sees the week begin again offline, told why. */
describe('the journey’s week when the model stops mid-week', () => {
  it('shows the model’s first day, then the whole week again from the offline writer with a calm note, never both', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.desktop, [], { baseURL: server.baseUrl });
    await signInAs(page, newPerson('Lena Park'));
    await completeAssessmentViaApi(page);
    await page.goto('/simulation');
    await page.getByText('Day 1, window 1, message 1.').waitFor({ timeout: 30_000 });
    dayOneSeen();
    await page.getByRole('status').getByText(NOTE).waitFor({ timeout: 30_000 });
    await screenshot(page, 'simulation-offline-again-desktop');
    const skip = page.getByRole('button', { name: /skip/i });
    await skip.waitFor({ timeout: 60_000 });
    await skip.click();
    await page.getByRole('button', { name: 'Continue to Handoff' }).waitFor({ timeout: 120_000 });
    const lines = await shownLines(page);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((l) => MODEL_LINE.test(l.trim()))).toEqual([]);
    // The note stays with the results: the week the person reads was written offline, and says so.
    expect(await page.getByRole('status').getByText(NOTE).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
