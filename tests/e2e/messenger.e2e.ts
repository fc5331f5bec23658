import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { SCREENSHOTS, launch, screenshot } from './support/browser';
import { openHomeSection } from './support/home';
import { personAtDone } from './support/journey';
import { mayaLines, openDevChat, say } from './support/messenger';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

describe('Maya in the messaging app: the embedded chat (issue 32)', () => {
  it('from /done a person opens /dev/messenger, connects and talks with Maya, who remembers, on a 390 px phone', async () => {
    const { page, errors, context } = await personAtDone(browser, 'Iris Costa');
    await openHomeSection(page, 'Maya');
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

    expect((await say(page, 'hi')).length).toBeGreaterThan(0);
    await say(page, 'I just moved to Lisbon for a new job as a nurse');
    expect(await say(page, 'do you know where I live?')).toMatch(/Lisbon/);
    expect(await say(page, 'What do you know about me?')).toMatch(/Lisbon[\s\S]*nurse|nurse[\s\S]*Lisbon/i);
    expect(await say(page, 'STATUS')).toMatch(/active|paused/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The page itself never scrolls: only the conversation does, as in a phone's messaging app.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'dev-messenger-chat-phone');

    // Back on /done the card shows the development chat connected and Maya writing there.
    await page.goto('/done');
    await openHomeSection(page, 'Maya');
    const dev = page.getByRole('region', { name: 'Maya in your messaging app' }).getByRole('listitem', { name: 'Development chat' });
    await dev.getByText('Connected', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Development chat' }).isChecked()).toBe(true);
    await page
      .getByRole('region', { name: 'Maya in your messaging app' })
      .screenshot({ path: `${SCREENSHOTS}/done-messaging-app-connected-phone.png`, animations: 'disabled' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tap\'s answer ("Noted") shows inside the conversation, below the header and above the reply box, on a 390 px phone', async () => {
    const { page, errors, context } = await personAtDone(browser, 'Rita Lopes');
    await openDevChat(page);
    // Maya's latest message gets buttons, and the tap's answer is "Noted", as a date's or a check-in's is.
    let tapId: string | null = null;
    await page.route('**/api/dev/messenger/buttons', async (route) => {
      tapId = (route.request().postDataJSON() as { client_id: string }).client_id;
      await route.fulfill({
        json: withButtons(
          await (
            await route.fetch({
              method: 'GET',
              url: route
                .request()
                .url()
                .replace(/\/buttons$/, ''),
            })
          ).json(),
        ),
      });
    });
    await page.route('**/api/dev/messenger', async (route) => {
      const chat = withButtons(await (await route.fetch()).json());
      await route.fulfill({ json: tapId ? { ...chat, answers: [{ client_id: tapId, callback_text: 'Noted' }] } : chat });
    });
    await page.getByRole('button', { name: 'Yes, we met' }).click();
    const answer = page.getByRole('status').filter({ hasText: /^Noted$/ });
    await answer.waitFor();
    const [box, header, composer] = await Promise.all([
      answer.boundingBox(),
      page.getByRole('banner').boundingBox(),
      page.getByLabel('Message Maya').boundingBox(),
    ]);
    // Below the header, above the reply box: neither is covered.
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(box!.y + box!.height).toBeLessThanOrEqual(composer!.y);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/dev-messenger-tap-answer-phone.png`, animations: 'disabled' });
    // It goes after a moment, as Telegram's does.
    await answer.waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

type Chat = { messages: { from: string; buttons: { label: string; data: string }[][] }[] };
/** The chat with buttons on Maya's latest message. */
function withButtons(chat: Chat): Chat {
  const last = chat.messages.findLastIndex((m) => m.from === 'maya');
  const messages = chat.messages.map((m, i) =>
    i === last
      ? {
          ...m,
          buttons: [
            [
              { label: 'Yes, we met', data: 'x:1' },
              { label: "No, we didn't", data: 'x:0' },
            ],
          ],
        }
      : m,
  );
  return { ...chat, messages };
}
