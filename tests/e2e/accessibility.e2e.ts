import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { VIEWPORTS, launch, newPage, newPerson, signInAs } from './support/browser';
import { admin, completeAssessmentViaApi } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/**
 * Issue 15 item 7: axe-core over every route the journeys visit, each in the state a person meets
 * it in: 0 serious or critical findings. Collected per route, so one run names every problem.
 */
async function check(page: Page, path: string, ready: (page: Page) => Promise<unknown>, findings: string[]) {
  await page.goto(path);
  await ready(page);
  findings.push(...(await seriousAxeFindings(page)));
}

const text = (t: string | RegExp) => (page: Page) => page.getByText(t).first().waitFor();
const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first().waitFor({ timeout: 15_000 });

describe('accessibility (axe-core)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`open pages on a ${label}: no serious or critical findings`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      const findings: string[] = [];
      await check(page, '/', button('Try Maya'), findings);
      await check(page, '/auth', button('Continue with Google'), findings);
      await check(page, '/auth?error=invalid_state', text('Authentication failed. Please try again.'), findings);
      await check(page, '/privacypolicy', text('Last updated January 2025'), findings);
      await check(page, '/no/such/page', text('oops! page not found'), findings);
      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    // NOTE: axe takes seconds a page on a loaded machine; each journey gets two minutes.
    it(`a person before the invite on a ${label}: no serious or critical findings`, { timeout: 120_000 }, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      const findings: string[] = [];
      await signInAs(page, newPerson('Amara Okafor'));
      findings.push(...(await seriousAxeFindings(page))); // /beta
      await check(page, '/onboarding', text(/SCENE 1 OF 8/i), findings);
      await completeAssessmentViaApi(page);
      await check(page, '/reveal', text('Profile Complete'), findings);
      await check(page, '/handoff', text('Estimated wait time: 1-2 weeks'), findings);
      await check(page, '/waitlist', text("You're on the List!"), findings);
      await check(page, '/dashboard', text('Your security'), findings);
      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`an invited person on a ${label}: no serious or critical findings`, { timeout: 120_000 }, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      const person = newPerson('Kofi Mensah');
      const findings: string[] = [];
      await signInAs(page, person);
      await completeAssessmentViaApi(page);
      admin('approve', person.email);
      // The analysis done: the state a person acts in.
      await check(page, '/connections', button('Find match & start simulation'), findings);
      await check(
        page,
        '/handoff',
        (p) =>
          p
            .getByRole('link', { name: /whatsapp/i })
            .first()
            .waitFor(),
        findings,
      );
      await check(page, '/connect-chat', button('Send Verification'), findings);
      await page.evaluate(() =>
        fetch('/api/handoff/complete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"channel":"whatsapp"}' }),
      );
      await check(page, '/done', text("You're All Set!"), findings);
      // Every section of the home (issue 41 item 7), each at its own address.
      await check(page, '/done/profile', text('Your six traits'), findings);
      await check(page, '/done/settings', text('Download my data'), findings);
      await check(page, '/done/maya', button(/pause|resume/i), findings);
      // The phone chat, opened from the link in the home's Maya section, and its 'What Maya knows' panel.
      const card = page.getByRole('region', { name: 'Chat with Maya on your phone' });
      await card.getByRole('button', { name: 'Show QR code' }).click();
      await check(page, (await card.getByTestId('phone-chat-link').getAttribute('href'))!, text('Connected'), findings);
      await page.getByRole('button', { name: 'What Maya knows' }).click();
      await page.getByRole('dialog', { name: 'What Maya knows' }).getByText('Forget everything').waitFor();
      findings.push(...(await seriousAxeFindings(page)));
      await check(page, '/simulation', text(/Day \d of 7|LIVE/), findings);
      await check(page, '/dev/outbox', text(person.email), findings);
      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
