import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerScene } from './support/assessment';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { installClock } from './support/clock';
import { admin, completeAssessmentViaApi } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

describe('the assessment', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`answers all eight scenes, shows the results and the reveal (${size})`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      await installClock(page);
      await signInAs(page, newPerson('Mina Park'));
      await page.goto('/onboarding');
      await page.getByText('Maya Assessment').first().waitFor();
      for (let n = 1; n <= 8; n++)
        await answerScene(page, n, n === 1 || n === 2 ? (name) => screenshot(page, `onboarding-${name}-${size}`) : undefined);
      await page.getByText('Assessment Complete!').waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { name: 'Your Maya Profile' }).waitFor();
      await screenshot(page, `onboarding-results-${size}`);
      await page.getByRole('button', { name: /Show Advanced Details/ }).click();
      await page.getByRole('button', { name: /Hide Advanced Details/ }).waitFor();
      await screenshot(page, `onboarding-advanced-${size}`);
      await page.getByRole('button', { name: 'Continue →' }).click();
      await page.waitForURL('**/waitlist');
      await page.getByText("You're on the List!").waitFor();
      await page.goto('/reveal');
      await page.getByText('Profile Complete').waitFor();
      await page.getByRole('heading', { name: 'Your Maya Profile' }).waitFor();
      const traits = ['Honesty-Humility', 'Emotionality', 'Extraversion', 'Agreeableness', 'Conscientiousness', 'Openness to Experience'];
      for (const trait of traits) await page.getByText(trait, { exact: true }).first().waitFor();
      expect(await page.getByRole('meter').count()).toBe(6);
      await screenshot(page, `reveal-${size}`);
      await page.getByRole('button', { name: 'Continue Your Journey' }).click();
      await page.waitForURL('**/handoff');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('resumes at scene 4 after leaving halfway', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await installClock(page);
    await signInAs(page, newPerson());
    await page.goto('/onboarding');
    for (let n = 1; n <= 3; n++) await answerScene(page, n);
    await page.goto('/beta');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.goto('/onboarding');
    await page.getByText('SCENE 4 OF 8').waitFor();
    await screenshot(page, 'onboarding-resumed-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'Retake assessment' on /connections starts a new assessment, resumes it after a reload, and ends on the new results", async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    await installClock(page);
    const person = newPerson('Retake Person');
    await signInAs(page, person);
    await completeAssessmentViaApi(page);
    admin('approve', person.email);
    await page.goto('/connections');
    await page.getByRole('link', { name: 'Retake assessment' }).click();
    await page.getByText('SCENE 1 OF 8').waitFor();
    for (let n = 1; n <= 2; n++) await answerScene(page, n);
    await page.reload();
    await page.getByText('SCENE 3 OF 8').waitFor();
    for (let n = 3; n <= 8; n++) await answerScene(page, n);
    await page.getByRole('heading', { name: 'Your Maya Profile' }).waitFor();
    // Finished: the address no longer asks for a retake, so a reload shows these results.
    await page.waitForURL((url) => url.pathname === '/onboarding' && url.search === '');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with three submissions lost, explains that only 5 responses were recorded', async () => {
    // Completing with 5 recorded responses is refused with the §8.3 400 on purpose.
    const { page, context, errors } = await newPage(browser, VIEWPORTS.desktop, [{ status: 400, url: /^\/api\/assessment\/complete$/ }]);
    await installClock(page);
    await signInAs(page, newPerson());
    let lost = 0;
    // The browser swallows three answers: they look sent but never reach the server.
    await page.route('**/api/assessment/responses', async (route) => {
      if (lost < 3) {
        lost++;
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ recorded: true, response_count: 0 }) });
      }
      return route.continue();
    });
    await page.goto('/onboarding');
    for (let n = 1; n <= 8; n++) await answerScene(page, n);
    await page.getByText('Only 5 responses recorded. Need at least 6 to complete assessment.').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'TRY AGAIN' }).count()).toBe(0);
    await page.getByRole('button', { name: 'RESTART ASSESSMENT' }).waitFor();
    await screenshot(page, 'onboarding-error-desktop');
    await page.getByRole('button', { name: 'RESTART ASSESSMENT' }).click();
    await page.getByText('SCENE 1 OF 8').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
