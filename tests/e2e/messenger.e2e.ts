import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevChat } from '../../src/shared/schemas/messenger';
import { seriousAxeFindings } from './support/axe';
import { SCREENSHOTS, VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { completeAssessmentViaApi } from './support/journey';
import { startServer } from './support/server';

// NOTE: its own server: the shared one runs with NODE_ENV=test, where the messenger's dispatcher
// loop is off (API tests drive it with a fake clock), so nothing Maya says would ever be delivered.
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'development' }), launch()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** personAtDone (support/journey.ts) on this file's server: signed in, assessed, approved, handed off, on /done. */
async function personAtDone(name: string) {
  const opened = await newPage(browser, VIEWPORTS.phone, [], { baseURL: server.baseUrl });
  const person = newPerson(name);
  await signInAs(opened.page, person);
  await completeAssessmentViaApi(opened.page);
  execFileSync('npx', ['tsx', 'scripts/admin.ts', 'approve', person.email], {
    env: { ...process.env, PUBLIC_URL: server.baseUrl, PGLITE_DIR: server.dataDir, DATABASE_URL: '' },
  });
  const handoff = await opened.page.evaluate(
    async () =>
      (
        await fetch('/api/handoff/complete', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"channel":"whatsapp"}',
        })
      ).status,
  );
  expect(handoff).toBe(200);
  await opened.page.goto('/done');
  return opened;
}

const mayaLines = (page: Page) => page.locator('[role="log"] ol > li[data-from="maya"]');

/** Sends a line from the reply box with the keyboard and waits for Maya's next delivered message. */
async function say(page: Page, text: string) {
  const before = await mayaLines(page).count();
  await page.getByLabel('Message Maya').fill(text);
  await page.getByLabel('Message Maya').press('Enter');
  await page.locator('[role="log"] ol > li[data-from="you"]', { hasText: text }).waitFor();
  await mayaLines(page).nth(before).waitFor({ timeout: 15_000 });
  return (await mayaLines(page).last().innerText()).trim();
}

/**
 * No feature of this journey queues a card with buttons yet (proposals and dates are built beside
 * it): the page is given one, with an invitation, on top of the real chat, as the API will send them.
 * Its button's data has a prefix no handler claims, so the real API answers the tap.
 */
async function addCardToChat(page: Page) {
  await page.route('**/api/dev/messenger', async (route) => {
    const real = (await (await route.fetch()).json()) as DevChat;
    const at = new Date().toISOString();
    const card = {
      id: 900_001,
      from: 'maya' as const,
      text: 'Ana, 31, Lisbon. You both light up about museums. Shall I introduce you?',
      buttons: [
        [
          { label: 'Approve', data: 'e2e:approve' },
          { label: 'Pass', data: 'e2e:pass' },
        ],
        [{ label: 'Tell me more', data: 'e2e:more' }],
      ],
      document: null,
      status: 'sent' as const,
      at,
    };
    const invite = {
      ...card,
      id: 900_002,
      text: "It's a date: Thursday 19:30 at a museum café. Meet in public and tell a friend where you'll be.",
      buttons: [],
      document: { filename: 'maya-date.ics', mime_type: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' },
    };
    await route.fulfill({ json: { ...real, messages: [...real.messages, card, invite] } });
  });
}

describe('Maya in the messaging app: the embedded chat (issue 32)', () => {
  it('from /done a person opens /dev/messenger, connects, talks with Maya, taps a button and gets a file, on a 390 px phone', async () => {
    const { page, errors } = await personAtDone('Iris Costa');
    const card = page.getByRole('region', { name: 'Maya in your messaging app' });
    await card.getByRole('link', { name: 'Open the development chat' }).waitFor();
    expect(await card.getByRole('listitem', { name: 'Telegram' }).innerText()).toContain("Telegram isn't set up on this server.");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'done-messaging-app-phone');
    await card.screenshot({ path: `${SCREENSHOTS}/done-messaging-app-card-phone.png`, animations: 'disabled' });

    await card.getByRole('link', { name: 'Open the development chat' }).click();
    await page.waitForURL('**/dev/messenger');
    await page.getByRole('button', { name: 'Connect this chat' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'dev-messenger-connect-phone');

    await page.getByRole('button', { name: 'Connect this chat' }).click();
    await mayaLines(page).first().waitFor();
    expect(await mayaLines(page).first().innerText()).toContain("You're connected!");

    const hello = await say(page, 'hi');
    expect(hello.length).toBeGreaterThan(0);
    await say(page, 'I live in Lisbon and I work as a nurse.');
    const known = await say(page, 'What do you know about me?');
    expect(known).toMatch(/Lisbon|nurse/i);
    const status = await say(page, 'STATUS');
    expect(status).toMatch(/active|paused/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'dev-messenger-chat-phone');

    await addCardToChat(page);
    const approve = page.getByRole('button', { name: 'Approve' });
    await approve.waitFor();
    await approve.focus();
    await page.keyboard.press('Enter');
    await page.getByText('This button no longer works.').waitFor();
    await page.getByText('You tapped “Approve”').waitFor();
    await screenshot(page, 'dev-messenger-buttons-phone');
    // The page itself never scrolls: only the conversation does, as in a phone's messaging app.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);
    const file = page.getByRole('link', { name: /Date invitation \(\.ics\)/ });
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe('maya-date.ics');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Back on /done the card shows the development chat connected and Maya writing there.
    await page.unroute('**/api/dev/messenger');
    await page.goto('/done');
    const dev = page.getByRole('region', { name: 'Maya in your messaging app' }).getByRole('listitem', { name: 'Development chat' });
    await dev.getByText('Connected', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Development chat' }).isChecked()).toBe(true);
    await page
      .getByRole('region', { name: 'Maya in your messaging app' })
      .screenshot({ path: `${SCREENSHOTS}/done-messaging-app-connected-phone.png`, animations: 'disabled' });
    expect(errors).toEqual([]);
  });
});
