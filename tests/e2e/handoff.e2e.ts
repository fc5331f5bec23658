import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { openHomeSection } from './support/home';
import { admin, completeAssessmentViaApi, outbox } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

describe('hand-off', () => {
  it('a not-invited person is confirmed on the waitlist; the admin approves them and connections open', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    const person = newPerson('Noor Haddad');
    await signInAs(page, person);
    await completeAssessmentViaApi(page);
    await page.goto('/handoff');
    await page.locator('text=confirmed >> visible=true').first().waitFor();
    await page.getByText('Estimated wait time: 1-2 weeks').waitFor();
    await page
      .getByText(/50\+ personality dimensions/)
      .first()
      .waitFor();
    await screenshot(page, 'handoff-waitlist-phone');
    await page.goto('/connections');
    await page.waitForURL('**/waitlist');
    await page.getByText("You're on the List!").waitFor();
    await screenshot(page, 'waitlist-phone');

    expect(admin('approve', person.email)).toContain('is approved');
    const mails = (await outbox(page)).filter((m) => m.kind === 'email' && m.recipient === person.email);
    expect(mails[0]?.subject).toBe("You're in — Maya is ready for you");
    await page.goto('/dev/outbox');
    await page.getByText(person.email).first().waitFor();
    await screenshot(page, 'dev-outbox-phone');
    await page.goto('/connections');
    await page
      .getByText(/waiting for analysis/i)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Find match & start simulation' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'connections-ready-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  // NOTE: the analysis takes ~8 s before 'Find match & start simulation'; reaching /connections is shown by its
  // disabled 'Waiting for analysis…' button, which is there from the first frame.
  const onConnections = /Waiting for analysis|Find match & start simulation/;

  it('a person invited while the results are on screen goes on to /connections', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    const onResults = newPerson('Leila Nasser');
    await signInAs(page, onResults);
    await completeAssessmentViaApi(page);
    await page.goto('/onboarding');
    await page.getByRole('heading', { name: 'Your Maya Profile' }).waitFor();
    expect(admin('invite', onResults.email)).toContain('is invited now');
    await page.getByRole('button', { name: 'Continue →' }).click();
    await page.getByRole('button', { name: onConnections }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/connections');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a person invited while /waitlist is open is moved on to /connections when they come back to the tab', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    const onWaitlist = newPerson('Tariq Haddad');
    await signInAs(page, onWaitlist);
    await completeAssessmentViaApi(page);
    await page.goto('/waitlist');
    await page.getByText("You're on the List!").waitFor();
    expect(admin('invite', onWaitlist.email)).toContain('is invited now');
    // They come back to the tab (the page also checks every 30 s).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.getByRole('button', { name: onConnections }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/connections');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('wraps a long e-mail address on a 390 px phone instead of pushing the page sideways', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    const person = { name: 'Bartholomew Long', email: `bartholomew.long.address.${Date.now()}@a-very-long-example-domain.example.com` };
    await signInAs(page, person);
    await completeAssessmentViaApi(page);
    for (const path of ['/handoff', '/waitlist']) {
      await page.goto(path);
      const address = page.getByText(person.email).first();
      await address.waitFor();
      const box = (await address.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(VIEWPORTS.phone.width);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an approved person opens the WhatsApp card in a new tab and the step completes', async () => {
    const { page, context, errors } = await newPage(browser);
    const person = newPerson('Tomás Ortega');
    await signInAs(page, person);
    await completeAssessmentViaApi(page);
    admin('approve', person.email);
    // No internet here: stand in for WhatsApp's page so the new tab has somewhere to land.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await page.goto('/handoff');
    const whatsapp = page.getByRole('link', { name: /whatsapp/i }).first();
    await whatsapp.waitFor();
    await screenshot(page, 'handoff-approved-desktop');
    const [tab] = await Promise.all([context.waitForEvent('page'), whatsapp.click()]);
    expect(tab.url()).toContain('wa.me');
    await page
      .getByText(/all set/i)
      .first()
      .waitFor();
    // Nothing is verified yet: the page says the app is open, not that Maya is connected.
    await page.getByText('WhatsApp is open in a new tab').waitFor();
    expect(await page.getByText(/Connected to/).count()).toBe(0);
    expect(new URL(tab.url()).pathname).toBe('/14155238886');
    await screenshot(page, 'handoff-complete-desktop');
    const flow = await page.evaluate(async () => (await fetch('/api/flow')).json());
    expect(flow.completed).toContain('handoff');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('connects a phone number, reaches /done, and Pause survives a reload', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await signInAs(page, newPerson('Lena Fischer'));
    await completeAssessmentViaApi(page);
    await page.evaluate(() =>
      fetch('/api/handoff/complete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"channel":"whatsapp"}' }),
    );
    await page.goto('/connect-chat');
    const send = page.getByRole('button', { name: 'Send Verification' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('WhatsApp number').fill('+1 415 555 0199');
    expect(await send.isDisabled()).toBe(false);
    await screenshot(page, 'connect-chat-phone');
    await send.click();
    await page
      .getByText(/Verification sent/i)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Send Test Message' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'connect-chat-connected-phone');
    await page.getByRole('button', { name: 'Send Test Message' }).click();
    await page.getByRole('link', { name: 'Complete Setup' }).click();
    await page.waitForURL('**/done');
    await page.getByText("You're All Set!").waitFor();
    // 'Open WhatsApp' opens a chat with Maya's number.
    await expect(page.getByRole('link', { name: /Open WhatsApp/ }).getAttribute('href')).resolves.toBe('https://wa.me/14155238886');
    // The stepper ticks what Lena did, not every step before this one: she connected no platform
    // (untick steps show their number).
    const steps = page.getByRole('navigation', { name: 'Your setup progress' }).getByRole('listitem');
    await expect(steps.allTextContents()).resolves.toEqual([
      'Onboarding (done)',
      '2Connect',
      'Reveal (done)',
      'Handoff (done)',
      '5Dashboard (current step)',
    ]);
    // Pause and Resume live in the home's Maya section.
    await openHomeSection(page, 'Maya');
    await page.getByRole('button', { name: /pause/i }).click();
    await page
      .getByText(/paused/i)
      .first()
      .waitFor();
    await page.reload();
    await page.getByRole('button', { name: /resume/i }).waitFor();
    await screenshot(page, 'done-paused-phone');
    const messages = (await outbox(page)).filter((m) => m.kind === 'message' && m.recipient === '+14155550199');
    expect(messages.length).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
