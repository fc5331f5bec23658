import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { VIEWPORTS, launch, newPage, screenshot } from './support/browser';
import { admin, personAtDone } from './support/journey';
import { cardArrives, matchFor } from './support/introductions';
import { mayaLines, openDevChat, say } from './support/messenger';
import { tellMaya } from './support/preferences';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

// NOTE: its own city and seed, so its demo members never meet the agents journey's (tests/e2e/agents.e2e.ts).
const BORDEAUX = { city: 'Bordeaux', cityOption: 'Bordeaux, France' } as const;

/** Maya's message in the chat that holds `text`. */
const messageWith = (page: Page, text: string | RegExp) => mayaLines(page).filter({ hasText: text }).last();

async function tap(page: Page, message: string | RegExp, button: string) {
  await messageWith(page, message).getByRole('button', { name: button }).click();
}

describe('the agent network in the messaging app (issue 32): a card, both approve, an introduction, a date', () => {
  it('Mia and the first Leo the agents liked get cards in their chats, approve there, talk through Maya, agree on a time and get the .ics', async () => {
    admin('seed-members', '20', '--near', 'Bordeaux', '--seed', '32');
    const mia = await personAtDone(browser, 'Mia Laurent-Okafor', 0);
    await tellMaya(mia.page, { gender: 'Woman', seeks: 'Men', birthDate: '1993-05-21', ...BORDEAUX });
    await openDevChat(mia.page);

    const him = await matchFor(
      browser,
      mia,
      { first: 'Leo', last: 'Brandt-Moreau' },
      { gender: 'Man', seeks: 'Women', birthDate: '1991-09-09', ...BORDEAUX },
    );
    await cardArrives(mia.page, him.firstName);
    for (const page of [mia.page, him.page]) {
      expect(await page.content()).not.toMatch(/Laurent-Okafor|Brandt-Moreau|@example\.com/);
      expect(await seriousAxeFindings(page)).toEqual([]);
    }
    await screenshot(him.page, 'dev-messenger-proposal-phone');

    // Mia approves in the chat: she waits; her /done shows the same decision.
    await tap(mia.page, `found someone for you: ${him.firstName}`, 'Approve');
    await mia.page.getByText('Approved').first().waitFor();
    // Leo approves in his chat: both are introduced there.
    await tap(him.page, `found someone for you: ${mia.firstName}`, 'Approve');
    for (const [page, other] of [
      [mia.page, him.firstName],
      [him.page, mia.firstName],
    ] as const)
      await messageWith(page, `Meet ${other}!`).waitFor({ timeout: 15_000 });

    // They talk through Maya, each message signed with the sender's first name.
    await mia.page.getByLabel('Message Maya').fill('Hi Leo! Coffee by the river some day?');
    await mia.page.getByLabel('Message Maya').press('Enter');
    await messageWith(him.page, `${mia.firstName}: Hi Leo! Coffee by the river some day?`).waitFor({ timeout: 15_000 });

    // Leo asks Maya to find a time; both answer in their own words; they pick the same slot.
    await tap(him.page, `Meet ${mia.firstName}!`, 'Find a time');
    await messageWith(mia.page, "Let's find a time").waitFor({ timeout: 15_000 });
    await say(mia.page, 'saturday afternoon or sunday after 6');
    await say(him.page, 'saturday 2-6pm');
    for (const page of [mia.page, him.page]) await messageWith(page, 'Times that suit you').waitFor({ timeout: 15_000 });
    await screenshot(him.page, 'dev-messenger-slots-phone');
    for (const page of [mia.page, him.page]) {
      const slots = messageWith(page, 'Times that suit you').getByRole('button');
      await slots.first().click();
    }
    for (const page of [mia.page, him.page]) await messageWith(page, "It's a date").waitFor({ timeout: 15_000 });
    const file = messageWith(him.page, "It's a date").getByRole('link', { name: /Date invitation \(\.ics\)/ });
    const [download] = await Promise.all([him.page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expect(await seriousAxeFindings(him.page)).toEqual([]);
    await screenshot(him.page, 'dev-messenger-date-phone');

    // Mia shares her plan with a friend: a link to a public page with the time, the kind of place and Leo's first name.
    await tap(mia.page, "It's a date", 'Share my plan with a friend');
    const shared = messageWith(mia.page, "Here's a link for a friend");
    await shared.waitFor({ timeout: 15_000 });
    const planUrl = /https?:\/\/\S+\/plan\/[\w-]{32}/.exec(await shared.innerText())![0];
    const friend = await newPage(browser, VIEWPORTS.phone);
    await friend.page.goto(new URL(planUrl).pathname);
    await friend.page.getByRole('heading', { name: `Your friend is meeting ${him.firstName}` }).waitFor();
    const page = await friend.page.locator('main').innerText();
    expect(page).toMatch(/When\s+Saturday \d{1,2} \w+, \d\d:\d\d–\d\d:\d\d/);
    expect(page).toMatch(/Where\s+an? [^,\n]+, a public place/);
    expect(page).not.toContain(mia.firstName);
    expect(page).not.toContain('Brandt');
    expect(await seriousAxeFindings(friend.page)).toEqual([]);
    await screenshot(friend.page, 'shared-plan-from-chat-phone');
    expect(friend.errors).toEqual([]);
    await friend.context.close();

    // /done tells the same story: introduced.
    // NOTE: while demo members' proposals wait on her, decided cards start folded (the home's two-screen rule).
    await mia.page.goto('/done');
    const introduced = mia.page.getByText("You're introduced!", { exact: false }).first();
    const more = mia.page.getByRole('button', { name: /^Show \d+ more/ }).first();
    await introduced.or(more).first().waitFor();
    if (!(await introduced.isVisible())) await more.click();
    await introduced.waitFor();
    expect(mia.errors).toEqual([]);
    expect(him.errors).toEqual([]);
    await mia.context.close();
    await him.context.close();
  }, 420_000);
});
