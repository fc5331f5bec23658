import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import type { Browser } from 'playwright-core';
import { launch, newPage, screenshot, signInAs, VIEWPORTS } from './support/browser';
import { admin, personAtDone } from './support/journey';
import { cardArrives, matchFor } from './support/introductions';
import { mayaLines, openDevChat } from './support/messenger';
import { tellMaya } from './support/preferences';
import { STAFF } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

// NOTE: its own city and seed, so its demo members never meet the other journeys' (agents, messenger-network).
const LYON = { city: 'Lyon', cityOption: 'Lyon, France' } as const;
const GIFT_CARDS = "send me $200 in gift cards and I'll come see you";

const messageWith = (page: Page, text: string | RegExp) => mayaLines(page).filter({ hasText: text }).last();
const tap = (page: Page, message: string | RegExp, button: string) =>
  messageWith(page, message).getByRole('button', { name: button }).click();

describe('the moderation console (issue 42 item 3): a report handled in /admin', () => {
  it('Nora reports Theo for a money request; a moderator suspends him in /admin, and Maya tells him in his chat', async () => {
    admin('seed-members', '20', '--near', 'Lyon', '--seed', '42');
    const nora = await personAtDone(browser, 'Nora Castellane-Ibsen', 0);
    await tellMaya(nora.page, { gender: 'Woman', seeks: 'Men', birthDate: '1994-02-11', ...LYON });
    await openDevChat(nora.page);
    const him = await matchFor(
      browser,
      nora,
      { first: 'Theo', last: 'Marchetti-Vale' },
      { gender: 'Man', seeks: 'Women', birthDate: '1990-07-07', ...LYON },
    );
    await cardArrives(nora.page, him.firstName);
    await tap(nora.page, `found someone for you: ${him.firstName}`, 'Approve');
    await tap(him.page, `found someone for you: ${nora.firstName}`, 'Approve');
    for (const [page, other] of [
      [nora.page, him.firstName],
      [him.page, nora.firstName],
    ] as const)
      await messageWith(page, `Meet ${other}!`).waitFor({ timeout: 15_000 });

    // Theo asks for gift cards; the screen holds it; he sends it anyway; Nora reports him in one tap.
    await him.page.getByLabel('Message Maya').fill(GIFT_CARDS);
    await him.page.getByLabel('Message Maya').press('Enter');
    await tap(him.page, "I haven't sent that to", 'Send anyway');
    await messageWith(nora.page, 'Does this bother you?').waitFor({ timeout: 15_000 });
    await tap(nora.page, 'Does this bother you?', `Report ${him.firstName}`);
    await messageWith(nora.page, 'Reported, and').waitFor({ timeout: 15_000 });

    // A moderator opens /admin on a laptop: the report is there with the relay's message, the reason and the history.
    const mod = await newPage(browser, { width: 1280, height: 900 });
    await signInAs(mod.page, { email: STAFF.moderator, name: 'Mo Moderator' });
    await mod.page.goto('/admin');
    await mod.page.getByRole('heading', { name: 'Moderation console' }).waitFor();
    const report = mod.page.getByRole('article').filter({ hasText: 'Reported for' }).first();
    await report.waitFor();
    expect(await report.innerText()).toContain(`${him.firstName}: ${GIFT_CARDS}`);
    expect(await report.innerText()).toMatch(/2 automatic flags · 1 report/);
    // The report and the screen's flags of that message are one item with both sources (ADR 065).
    expect(await report.innerText()).toContain('Automatic flag and report');
    expect(await mod.page.getByRole('article').count()).toBe(1);
    const page = await mod.page.content();
    expect(page).not.toMatch(/Castellane-Ibsen|Marchetti-Vale|@example\.com/);
    // Only the moderator's sections: no waitlist or overview.
    expect(await mod.page.getByRole('button', { name: 'Overview' }).count()).toBe(0);
    expect(await seriousAxeFindings(mod.page)).toEqual([]);
    await screenshot(mod.page, 'admin-queue-desktop');

    await report.getByRole('radio', { name: /^Suspend/ }).check();
    await report.getByLabel('Days', { exact: true }).fill('7');
    await report.getByLabel(/^Reason/).fill('Asked for gift cards');
    await report.getByRole('button', { name: 'Suspend for 7 days' }).click();
    await mod.page.getByText('Suspended: Maya is telling them.').waitFor();
    await mod.page.getByRole('button', { name: 'Audit log' }).click();
    // One action on one message: a row for each of its sources (the screen's hold, the Send anyway, the report).
    const entries = mod.page.getByRole('listitem').filter({ hasText: 'Suspended for 7 days' });
    const entry = entries.first();
    await entry.waitFor();
    expect(await entries.count()).toBe(3);
    expect(await entry.innerText()).toContain(STAFF.moderator);
    expect(await entry.innerText()).toContain('“Asked for gift cards”');
    expect(await seriousAxeFindings(mod.page)).toEqual([]);
    await screenshot(mod.page, 'admin-audit-desktop');

    // Theo is told, in plain words, in his chat.
    await messageWith(him.page, 'your account is suspended for 7 days').waitFor({ timeout: 20_000 });
    expect(await messageWith(him.page, 'your account is suspended').innerText()).toContain('The reason: Asked for gift cards.');

    // An admin on a phone: the queue, the waitlist and the overview with its chart, usable at 390 px.
    const boss = await newPage(browser, VIEWPORTS.phone);
    await signInAs(boss.page, { email: STAFF.admin, name: 'Ada Admin' });
    await boss.page.goto('/admin');
    await boss.page.getByRole('heading', { name: 'Queue' }).waitFor();
    expect(await boss.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeFindings(boss.page)).toEqual([]);
    await screenshot(boss.page, 'admin-queue-phone');
    await boss.page.getByRole('button', { name: 'Overview' }).click();
    await boss.page.getByText('Flags and reports per day').first().waitFor();
    expect(await seriousAxeFindings(boss.page)).toEqual([]);
    await screenshot(boss.page, 'admin-overview-phone');
    await boss.page.getByRole('button', { name: 'Waitlist' }).click();
    await boss.page.getByRole('heading', { name: /^Waitlist/ }).waitFor();
    expect(await seriousAxeFindings(boss.page)).toEqual([]);

    // A member who opens /admin is told it is for the team.
    await nora.page.goto('/admin');
    await nora.page.getByText('This page is for the Maya team.').waitFor();
    const desk = await newPage(browser, { width: 1280, height: 900 });
    await signInAs(desk.page, { email: STAFF.admin, name: 'Ada Admin' });
    await desk.page.goto('/admin');
    await desk.page.getByRole('button', { name: 'Overview' }).click();
    await desk.page.getByText('Flags and reports per day').first().waitFor();
    await screenshot(desk.page, 'admin-overview-desktop');

    expect(mod.errors).toEqual([]);
    expect(boss.errors).toEqual([]);
    for (const c of [nora.context, him.context, mod.context, boss.context, desk.context]) await c.close();
  }, 480_000);
});
