import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { completeAssessmentViaApi } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Issue 42 item 2 (ADR 052), on the phone chat: a message about self-harm gets care and helplines, never small talk. */
describe('care in the phone chat', () => {
  it('"i keep thinking about ending it all" gets a caring answer with a helpline and the emergency number', async () => {
    const desktop = await newPage(browser, VIEWPORTS.desktop);
    await signInAs(desktop.page, newPerson('Noor Haddad'));
    await completeAssessmentViaApi(desktop.page);
    await desktop.page.goto('/reveal');
    const card = desktop.page.getByRole('region', { name: 'Chat with Maya on your phone' });
    await card.getByRole('button', { name: 'Show QR code' }).click();
    const link = (await card.getByTestId('phone-chat-link').getAttribute('href'))!;

    const phone = await newPage(browser, VIEWPORTS.phone);
    await phone.page.goto(link);
    await phone.page.getByText('Connected').waitFor();
    const input = phone.page.getByLabel('Message Maya');
    await input.fill('i keep thinking about ending it all');
    await input.press('Enter');
    const answer = phone.page.locator('li[data-role="assistant"]').last();
    await answer.getByText("I'm really glad you told me", { exact: false }).waitFor({ timeout: 30_000 });
    const text = await answer.innerText();
    // No country known (no city chosen, no phone): the international directory, and the local emergency number.
    expect(text).toContain('Find a Helpline');
    expect(text).toContain('findahelpline.com');
    expect(text).toContain('your local emergency number');
    expect(text).not.toMatch(/What's on your mind today|What would you like to talk about/);
    expect(await seriousAxeFindings(phone.page)).toEqual([]);
    await screenshot(phone.page, 'mobile-chat-care-phone');
    expect(phone.errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
  }, 120_000);
});
