import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { completeAssessmentViaApi } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("'What Maya knows' in the mobile chat (issue 14)", () => {
  const journey =
    'shows a remembered fact with its source; deleting it makes Maya forget it from the next message; ' +
    'feedback says why she changed; viewing the profile is recorded too';
  it(journey, async () => {
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
    await input.fill('I live in Lisbon and my dog is called Rex');
    await input.press('Enter');
    await phone.page.getByText("I'll remember that you live in Lisbon and your dog is called Rex.", { exact: false }).waitFor();

    await phone.page.getByRole('button', { name: 'What Maya knows' }).click();
    const panel = phone.page.getByRole('dialog', { name: 'What Maya knows' });
    await panel.getByText("Your dog's name").waitFor();
    expect(await panel.getByTestId('known-fact').count()).toBe(2);
    await panel.getByText('From your message “I live in Lisbon and my dog is called Rex”', { exact: false }).first().waitFor();
    await screenshot(phone.page, 'companion-knows-phone');
    await phone.page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(phone.page, 'companion-knows-desktop');
    await phone.page.setViewportSize(VIEWPORTS.phone);

    await panel.getByRole('button', { name: "Delete Your dog's name" }).click();
    await panel.getByText("Your dog's name").waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Close' }).click();
    await input.fill("What's my dog's name?");
    await input.press('Enter');
    // NOTE: the settled reply, not the streaming bubble (a separate element until the stream ends).
    const lastReply = phone.page.locator('li[data-role="assistant"]').last();
    await lastReply.getByText("I don't think you've told me that yet.", { exact: false }).waitFor();
    expect(await lastReply.innerText()).not.toContain('Rex');

    await phone.page.getByLabel('Feedback on this reply').getByRole('button', { name: 'Less advice' }).click();
    // Maya says what she changed under the reply the person tapped, not in a toast over the chat's header.
    await lastReply
      .getByRole('status', { name: 'What Maya changed' })
      .getByText('You asked for less advice, so I ask fewer questions and suggest less.')
      .waitFor();
    await screenshot(phone.page, 'companion-feedback-phone');
    await phone.page.getByRole('button', { name: 'What Maya knows' }).click();
    await panel.getByLabel('Why Maya changed').getByText('You asked for less advice', { exact: false }).waitFor();
    await screenshot(phone.page, 'companion-adapted-phone');

    // Seeing one's profile is an interaction too: leaving /reveal for /handoff sends its profile_view.
    const sent = desktop.page.waitForResponse(
      (r) => r.url().endsWith('/api/mobile-chat/companion/interactions') && r.request().method() === 'POST',
    );
    await desktop.page.getByRole('button', { name: 'Continue Your Journey' }).click();
    await desktop.page.waitForURL('**/handoff');
    expect((await sent).status()).toBe(200);
    const exported = await desktop.page.request.post('/api/privacy/export', {
      data: {},
      headers: { origin: new URL(desktop.page.url()).origin },
    });
    const interactions = ((await exported.json()) as { tables: Record<string, { type: string; context: { screen?: string } }[]> }).tables
      .user_interactions!;
    expect(interactions.filter((i) => i.type === 'profile_view').map((i) => i.context.screen)).toEqual(['reveal']);
    expect(interactions.filter((i) => i.type === 'maya_response').length).toBeGreaterThanOrEqual(2);
  });
});
